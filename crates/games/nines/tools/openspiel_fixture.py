#!/usr/bin/env python3
"""Writes the OpenSpiel cross-check fixture for the `standard` rules of Nines.

Plays seeded uniformly random games of OpenSpiel's `nine_mens_morris` and records, for
each game, one JSON line:

    {"seed": 7, "returns": [1.0, -1.0], "actions": [...], "legal": [[...], ...]}

`legal[i]` lists the legal actions before `actions[i]`; the last entry of `legal` is the
list at the end (empty, the game being over). Actions are OpenSpiel's numbers: 0-23 place
or remove at a point, 24 + 24*from + to a move. The Rust test
`tests/openspiel.rs` replays every game and compares each list and the returns, so CI
needs no Python.

Run once, from anywhere (OpenSpiel lives in a venv outside the repository):

    python3 -m venv /work/venv-openspiel
    /work/venv-openspiel/bin/pip install open-spiel
    /work/venv-openspiel/bin/python crates/games/nines/tools/openspiel_fixture.py
"""

import argparse
import json
import os
import random

import pyspiel

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "..", "tests", "data", "openspiel_standard.jsonl")


def play(game, seed):
    rng = random.Random(seed)
    state = game.new_initial_state()
    actions, legal = [], []
    while not state.is_terminal():
        options = state.legal_actions()
        legal.append(options)
        a = rng.choice(options)
        actions.append(a)
        state.apply_action(a)
    legal.append(state.legal_actions())
    return {
        "seed": seed,
        "returns": state.returns(),
        "actions": actions,
        "legal": legal,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--out", default=DEFAULT_OUT)
    args = parser.parse_args()

    game = pyspiel.load_game("nine_mens_morris")
    with open(args.out, "w") as out:
        for i in range(args.games):
            record = play(game, args.first_seed + i)
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
    print(f"wrote {args.games} games to {os.path.normpath(args.out)}")


if __name__ == "__main__":
    main()
