# Nines: the words of its steps, its drawing, its errors and its rule sets. Seats are the
# shared `seat-white` / `seat-black`; a victim comes as an id (white, black) so that each
# language can choose its form; points (d6, d6-d5, xg1) are notation.

## A step
nines-place = { $seat } places a piece on { $point }
nines-slide = { $seat } moves { $from } to { $to }
nines-fly = { $seat } flies from { $from } to { $to }
nines-remove = { $seat } removes the { $victim ->
    [white] white
   *[black] black
} piece on { $point }
nines-not-legal-here = { $step } (not legal here)
nines-closes = { $step } and closes a line
nines-closes-remove = { $step } and closes a line: a { $victim ->
    [white] white
   *[black] black
} piece will be removed
nines-closes-protected = { $step } and closes a line, but every { $victim ->
    [white] white
   *[black] black
} piece is protected, so nothing is removed
nines-then-wins = { $step }; { $seat } wins ({ $reason })
nines-then-drawn = { $step }; the game is drawn ({ $reason })
nines-explained = { $step }.

## The drawing
nines-letter-white = W
nines-letter-black = B
nines-side = { $seat } { $letter }: { $hand } in hand, { $board } on board, { $lost } lost
nines-side-yours = { $seat } { $letter } (you): { $hand } in hand, { $board } on board, { $lost } lost
nines-turns = Turns played: { $turns }
nines-quiet = Turns since a removal: { $turns }
nines-last = Last: { $seat } { $step }
nines-over-wins = { $seat } wins ({ $reason })
nines-over-drawn = Draw ({ $reason })
nines-prompt-place = { $seat } to play: place a piece, e.g. { $example }
nines-prompt-move = { $seat } to play: move a piece, e.g. { $example }
nines-prompt-fly = { $seat } to play: fly a piece anywhere, e.g. { $example }
nines-prompt-remove = { $seat } to play: remove a piece, e.g. { $example }

## Why a step is refused
nines-expected = a point like d6 (place), a slide like d6-d5, or a removal like xg1
nines-not-a-point = { $square } is not a point of the board
nines-placing-over = placing is over: move a piece with from-to, e.g. d6-d5 (no legal move starts or ends on { $point })
nines-removal-due = you closed a line: remove an opponent piece first
nines-removal-due-example = you closed a line: remove an opponent piece first (e.g. { $example })
nines-no-removal-due = nothing to remove: you may remove only after closing a line
nines-occupied = { $point } is not empty
nines-hand-empty = you have no pieces left in hand: move a piece instead
nines-hand-empty-example = you have no pieces left in hand: move a piece instead (e.g. { $example })
nines-must-place = you still have pieces in hand: place one before moving any
nines-must-place-example = you still have pieces in hand: place one (e.g. { $example }) before moving any
nines-not-your-piece = there is no piece of yours on { $point }
nines-not-adjacent = { $to } is not next to { $from }: pieces move along a line to a neighbouring point
nines-same-point = a piece must move: { $point }-{ $point } goes nowhere
nines-not-opponent-piece = there is no opponent piece on { $point } to remove
nines-protected = the piece on { $point } stands in a complete line and may not be removed

## What the rule set decides (after the rules document)
nines-rules-set = These are the { $name } rules.
nines-rules-flying = Flying: when you are down to { $pieces } pieces, your pieces may jump to any empty point, e.g. a7-g1.
nines-rules-protected-unless-all = A piece that stands in a complete line of its owner is protected and may not be removed, unless all of the opponent's pieces stand in lines: then any of them may be removed.
nines-rules-protected-always = A piece that stands in a complete line of its owner is protected and may never be removed. If all of the opponent's pieces are protected, nothing is removed and the turn ends.
nines-rules-end-eliminated = The end: you lose when it is your turn and you cannot move, or when all your pieces have been removed. With one or two pieces left you play on, but you can no longer form lines.
nines-rules-end-men = The end: you lose when it is your turn and you cannot move, or when you are down to { $men } pieces (on the board and in hand together).
nines-rules-draw-offers = Draws: when both players can still move but neither can make a line, the game is drawn by agreement: from the first moving turn on, a player may offer a draw on their own turn, and the opponent accepts or declines.
nines-rules-max-turns = The game is drawn after { $turns } turns.
nines-rules-max-quiet = The game is drawn after { $turns } turns in a row without a removal.
nines-rules-threefold = The game is drawn when the same position (the pieces on the board and in hand, and the side to move) comes up for the third time at the start of a turn.

## The computer levels (after what the rule set decides)
nines-levels = The computer levels:
nines-level = { $level }: { $sight }{ $unsure }{ $book }, { $error }.
nines-level-settling = ; when unsure of its step it searches up to { $most } million
nines-level-settled =
    { "" }
nines-level-sight-turns = looks { $turns ->
    [1] 1 turn ahead (its own step and the removal it brings)
    [2] 2 turns ahead (its step and the reply)
    [3] 3 turns ahead (its step, the reply and its next step)
   *[other] { $turns } turns ahead
}
nines-level-sight-budget = looks as far ahead as { $millions } million positions allow (about 10 to 18 turns while placing, more while moving)
nines-level-sight-budget-further = looks as far ahead as { $millions } million positions allow (about 10 to 18 turns while placing, more while moving; a line about to close 2 turns further)
nines-level-book = ; it plays its first placements from an opening book, each chosen by a search of { $millions } million positions
nines-level-no-book =
    { "" }
nines-level-sight-time = looks as far ahead as its time allows
nines-level-error = and misjudges each step by up to { $percent }% of a piece at random
nines-level-no-error = and makes no deliberate error
nines-levels-tables = Under these rules every level plays the flying endgames of 3 pieces against 3 or 4 perfectly, from exact tables.
