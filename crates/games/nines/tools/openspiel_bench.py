#!/usr/bin/env python3
"""Measures OpenSpiel's random-rollout speed on `nine_mens_morris`, for comparison with
the Rust engine (`cargo bench -p parlour-nines`, `parlour bench nines`).

Three numbers, all on one thread:

1. Full random games per second driven from Python through pyspiel
   (`legal_actions`, a uniform choice, `apply_action` until the game ends). This includes
   the Python-to-C++ call overhead on every step.
2. Simulations per second of OpenSpiel's C++ `MCTSBot` with a C++
   `RandomRolloutEvaluator` (one random rollout per simulation, UCT c = 2) asked for a move
   from the empty board. Almost all of a simulation is one random game played out in C++,
   so this is the closest pyspiel gets to the speed of the C++ engine itself, and the
   number Parlour compares itself with.
3. Whole games per second of C++ `evaluate_bots` with two C++ uniform random bots: the
   game loop in C++ too, but each step goes through both bots (slower than 2 here).

    /work/venv-openspiel/bin/python crates/games/nines/tools/openspiel_bench.py
"""

import argparse
import random
import statistics
import time

import pyspiel


def python_random_games(game, seconds, seed):
    rng = random.Random(seed)
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / elapsed, steps / games


def mcts_simulations(game, simulations, seed):
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    bot = pyspiel.MCTSBot(game, evaluator, 2.0, simulations, 1000, False, seed, False)
    state = game.new_initial_state()
    start = time.perf_counter()
    bot.step(state)
    elapsed = time.perf_counter() - start
    return simulations / elapsed


def bot_games(game, seconds, seed):
    bots = [pyspiel.make_uniform_random_bot(0, seed), pyspiel.make_uniform_random_bot(1, seed + 1)]
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + games)
        games += 1
    return games / (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--simulations", type=int, default=20000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    game = pyspiel.load_game("nine_mens_morris")
    print(f"pyspiel {getattr(pyspiel, '__version__', '?')}, nine_mens_morris")

    runs = [python_random_games(game, args.seconds, seed) for seed in range(args.repeats)]
    gps = statistics.median(r[0] for r in runs)
    sps = statistics.median(r[1] for r in runs)
    mean_len = statistics.mean(r[2] for r in runs)
    print(
        f"python-driven random games: {gps:,.0f} games/s, {sps:,.0f} steps/s "
        f"(mean {mean_len:.1f} steps per game; median of {args.repeats} x {args.seconds:.0f} s)"
    )

    sims = [mcts_simulations(game, args.simulations, seed) for seed in range(args.repeats)]
    print(
        f"C++ MCTSBot random rollouts: {statistics.median(sims):,.0f} simulations/s "
        f"(median of {args.repeats} x {args.simulations} simulations from the empty board; "
        f"runs: {', '.join(f'{s:,.0f}' for s in sims)})"
    )

    bots = [bot_games(game, args.seconds, seed) for seed in range(args.repeats)]
    print(
        f"C++ evaluate_bots, two uniform random bots: {statistics.median(bots):,.0f} games/s "
        f"(median of {args.repeats} x {args.seconds:.0f} s)"
    )


if __name__ == "__main__":
    main()
