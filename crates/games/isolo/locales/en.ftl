# Isolo: the words of its moves, its drawing, its errors and its variants. Seats are
# the shared `seat-south` / `seat-north`; hole names (S3, N14) are notation.

## A move, lap by lap
isolo-lap = lap { $number }: { $sown } { $span }; { $then }
isolo-sown-first = { $hole } plus a stock seed makes { $seeds }, sown
isolo-sown = { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
} sown
isolo-sown-captured = { $seeds ->
    [one] { $seeds } captured seed
   *[other] { $seeds } captured seeds
} sown
isolo-span = { $from } to { $to }
isolo-span-rounds = { $from } to { $to }, going { $rounds ->
    [one] once
   *[other] { $rounds } times
} round the row
isolo-then-sleep = { $hole } was empty: sleeps
isolo-then-relay = { $facing } is empty, so relay: lifts the { $seeds } in { $hole }
isolo-then-capture = captures { $seeds } from { $hole }
isolo-then-capture-wins = captures { $seeds } from { $hole }: { $enemy }'s row is empty, { $side } wins
isolo-then-mwipinda = captures the single seed of { $hole } (a mwipinda), puts it into { $into } and lifts its { $seeds }
isolo-cannot-play = { $side } cannot play { $hole }: { $reason }

## The drawing
isolo-row = { $side }: { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}
isolo-row-yours = { $side } (you): { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}
isolo-last-move = Last move: { $side } played { $hole }: { $laps ->
    [one] { $laps } lap
   *[other] { $laps } laps
}.
isolo-last-move-captured = Last move: { $side } played { $hole }: { $laps ->
    [one] { $laps } lap
   *[other] { $laps } laps
}, captured { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}.
isolo-last-move-emptied = Last move: { $side } played { $hole }: { $laps ->
    [one] { $laps } lap
   *[other] { $laps } laps
}, captured { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}, emptied the enemy row.
isolo-to-move = { $side } to move (move { $number }).
isolo-to-move-not-allowed = { $side } to move (move { $number }). Not allowed (would sow forever): { $holes }.
isolo-over-row-emptied = Game over: { $loser }'s row is empty. { $winner } wins.
isolo-over-endless = Game over: every hole of { $loser } would sow forever. { $winner } wins.
isolo-over-cap = Game over: the { $plies }-move cap was reached. A draw.

## Why a move is refused
isolo-no-such-hole = there is no hole { $hole }: holes are numbered 1 to { $holes }
isolo-empty-hole = hole { $hole } is empty
isolo-endless-hole = sowing from hole { $hole } would go round in circles forever, so it is not allowed
isolo-expected-hole = a hole number 1 to { $holes }, like 3 (or { $letter }3)
isolo-not-your-row = it is { $side }'s turn: play a hole of your own row, { $letter }1 to { $letter }{ $holes }

## What the variant sets (after the rules document)
isolo-rules-holes = Each row has { $holes } holes in this game: the endholes are 1, 2, { $before-last } and { $holes }, and a move from hole { $before-last } starts sowing in hole { $holes }.
isolo-rules-forced = On { $holes } holes a row the game is decided before it starts: search proves that South, who moves first, can force a win within { $plies } plies ({ $moves } South moves), whatever North plays. Play it to see how, not as a fair contest.
isolo-rules-cap = This game is played by computers only, so it stops as a draw after { $cap } moves.

## The computer levels (after what the variant sets)
isolo-levels = The computer levels:
isolo-level = { $level }: { $sight }, { $error }.
isolo-level-sight = looks { $moves ->
    [1] 1 move ahead (its own)
    [2] 2 moves ahead (its move and the reply)
    [3] 3 moves ahead (its move, the reply and its next move)
   *[other] { $moves } moves ahead ({ $own } of its own and { $replies } replies)
}
isolo-level-error = and misjudges each move by up to { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
} at random
isolo-level-error-half = and misjudges each move by up to half a seed at random
isolo-level-error-and-half = and misjudges each move by up to { $seeds }.5 seeds at random
isolo-level-no-error = and makes no deliberate error
