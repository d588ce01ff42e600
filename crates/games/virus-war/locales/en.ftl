# Virus War: the words of its sub-moves, its drawing, its errors and its variant. The
# players are the shared `seat-x` / `seat-o`; cells (e5, f6*) are notation.

## What the variant sets (after the rules document)
virus-files = a-{ $last }
virus-files-no-j = a-i and k (there is no j)
virus-rules-variant = In this game the board is { $size }×{ $size }: files { $files }, ranks 1-{ $size }. A turn is { $steps } sub-moves. X starts on a1, O on { $start }.

## The computer levels (after what the variant sets)
virus-levels = The computer levels (each one always weighs every kill and the pass):
virus-level = { $level }: { $sight }, { $width }, { $error }.
virus-level-sight = looks { $turns ->
    [1] at its own turn only
    [2] 2 turns ahead (its turn and the reply)
    [3] 3 turns ahead (its turn, the reply and its next turn)
   *[other] { $turns } turns ahead
}
virus-level-width = weighing the { $first ->
    [one] most promising cell
   *[other] { $first } most promising cells
} to grow on for its first sub-move and { $later } for each sub-move after that
virus-level-width-first = weighing the { $first ->
    [one] most promising cell
   *[other] { $first } most promising cells
} to grow on for its first sub-move and every cell for each sub-move after that
virus-level-width-later = weighing every cell to grow on for its first sub-move but just the { $later ->
    [one] most promising one
   *[other] { $later } most promising
} for each sub-move after that
virus-level-width-all = weighing every cell it could grow on
virus-level-error = and misjudges each turn by up to { $percent }% of a kill at random
virus-level-no-error = and makes no deliberate error

## A sub-move
virus-not-legal = { $move } is not legal here: { $reason }
virus-pass = { $me } passes; if { $them } passes too, the game is drawn
virus-pass-drawn = { $me } passes; { $them } passed too, so the game is drawn
virus-forced-pass = { $me } has no available cell and must pass; if { $them } passes too, the game is drawn
virus-forced-pass-drawn = { $me } has no available cell and must pass; { $them } passed too, so the game is drawn
virus-kill = { $me } kills the { $victim ->
    [cross] cross
   *[nought] nought
} on { $cell }, which joins { $me }'s chains{ $then }
virus-enter = { $me } enters the game on { $cell }{ $then }
virus-grow = { $me } grows a new { $mine ->
    [cross] cross
   *[nought] nought
} on { $cell }{ $then }
virus-then-wins = ; that was { $them }'s last live symbol, so { $me } wins
virus-then-nothing-left = ; nothing is left available, so { $me }'s turn ends early
virus-then-turn-ends = ; this ends { $me }'s turn
virus-then-more = ; { $left ->
    [one] { $left } more sub-move
   *[other] { $left } more sub-moves
} to make

## The drawing
virus-legend = X O live, x o killed, + available to the player to move
virus-count = { $player }: { $live } live, { $killed } killed by { $enemy }
virus-count-yours = { $player }: { $live } live, { $killed } killed by { $enemy }  <- you
virus-last-turn = Last turn, { $player }: { $turn }
virus-this-turn = This turn so far, { $me }: { $turn }
virus-over-drawn = Game over: both players passed, the game is drawn.
virus-over-won = Game over: { $winner } wins, { $loser } has no live symbol left.
virus-must-pass = { $me } to move: nothing is available, { $me } must pass.
virus-to-move = { $me } to move: sub-move { $sub } of { $steps }, { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
} available (+).
virus-to-move-kills = { $me } to move: sub-move { $sub } of { $steps }, { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
} available (+), kills: { $kills }.
virus-passed = { $them } passed: if { $me } passes too, the game is drawn.
virus-dead-draw = Nobody can win any more (both have a symbol that can never be killed): pass to agree the draw.

## Why a sub-move is refused
virus-expected = a cell like e5 (files a-i and k, there is no j; a trailing * marks a kill), or pass
virus-expected-one = one sub-move at a time: a cell like e5, or pass
virus-expected-no-space = the cell without a space: { $cell }
virus-star-no-enemy = a * marks a kill, but { $cell } does not hold a live enemy symbol
virus-off-board = { $cell } is not on this { $size }×{ $size } board
virus-first-sub-move = { $cell } is not available: your first sub-move of the game must be on { $start }
virus-start-taken = your start cell { $start } is taken, so you can never enter: you can only pass
virus-own-symbol = { $cell } already holds one of your live symbols
virus-own-killed = { $cell } holds one of your own killed symbols: they are a wall for you, not a path
virus-already-killed = { $cell } holds an enemy symbol that is already killed
virus-not-available = { $cell } is not available: it touches neither your live symbols nor a chain of enemy symbols you killed that reaches them
virus-pass-mid-turn = you cannot pass in the middle of a turn: make { $left ->
    [one] { $left } more sub-move
   *[other] { $left } more sub-moves
}
