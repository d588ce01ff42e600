# `parlour records` and a recorded game as text (`records show`, `records export --format
# text`, the web's export.txt).

## A recorded game as text
record-title = { $game } ({ $variant } rules), table { $table }, game { $number }
record-draw-offer = { $seat } offers a draw
record-draw-accept = { $seat } accepts the draw
record-draw-decline = { $seat } declines the draw
record-resign = { $seat } resigns
record-take-back =
    { $count ->
        [one] { $seat } takes back a move (a game with take-backs is not rated)
       *[other] { $seat } takes back { $count } moves (a game with take-backs is not rated)
    }
record-taken-over = { $seat } went away and { $computer } played on (leaving loses the game: in the ratings { $seat } lost it)
record-result-draw = Result: a draw ({ $reason }).
record-result-won = Result: { $winners } won ({ $reason }).
record-left-lost = Leaving loses a game: in the ratings and statistics { $name } lost this one.
record-scores = Scores: { $scores }.
record-running = Still being played.
record-paused = Unfinished: parlour play --resume { $table } goes on with it.
record-abandoned = Called off, without a result.
record-called-off-by = Called off, without a result: { $name } { $how ->
        [resigned] resigned
        [went_away] was away, and a computer took the place,
       *[left] left
    } before everyone had moved.

## `parlour records list`
records-none = No games in the records ({ $where }).
records-none-running = No game is being played ({ $where }).
records-moves =
    { $game ->
        [virus-war]
            { $count ->
                [one] { $count } sub-move
               *[other] { $count } sub-moves
            }
       *[other]
            { $count ->
                [one] { $count } move
               *[other] { $count } moves
            }
    }
records-draw = draw ({ $reason })
records-won = { $winners } won ({ $reason })
records-abandoned = called off
records-unrated = (not rated: a move was taken back)
records-running = being played
records-paused = unfinished; to go on with it:
# Between the players of a game in a list: "ann v bob".
records-versus = v

## `parlour records replay`
records-replay-start = --- start ({ $moves })
records-replay-move = --- { $game ->
        [virus-war] sub-move
       *[other] move
    } { $ply } of { $total }: { $notation }: { $explanation }
records-replay-ask = [Enter] next, b back, a number to jump to that { $game ->
        [virus-war] sub-move
       *[other] move
    }, q quit:
records-replay-again = Type Enter, b, a { $game ->
        [virus-war] sub-move
       *[other] move
    } number or q.

## `parlour records player`, `leaderboard`, `backup`
records-games =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
records-player-none = no finished game yet
records-player-game = { $games }: { $wins } won, { $draws } drawn, { $losses } lost{ $seats ->
        [3] , { $survived } survived
       *[other] {""}
    }
records-rating = rating { $rating } ± { $deviation }
records-leaderboard = { $game } leaderboard
records-leaderboard-empty = No rated game yet: games at the server's tables are rated when they end.
records-provisional = A rating with ? rests on fewer than 5 games: it is provisional, and listed after the others.
records-backup-done = The records are copied to { $file }.
records-copied = Copied into { $where }: { $players ->
    [one] { $players } player
   *[other] { $players } players
}, { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}, { $games ->
    [one] { $games } game
   *[other] { $games } games
} with { $moves ->
    [one] { $moves } move or offer
   *[other] { $moves } moves and offers
}, { $ratings ->
    [one] { $ratings } rating
   *[other] { $ratings } ratings
}.{ $players ->
    [0] {""}
   *[other] {" "}Players sign in there with the keys they have.
}
records-new-key = The new key of { $nick } is { $token }. Give it to { $nick } alone: on the web page it goes under "Played here before on another device?", at the text door after TOKEN. The old key signs in no more (a server running now forgets it when it restarts).
