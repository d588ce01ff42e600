# Elephant–Fox–Mouse: the words of its moves, its drawing, its errors and its variant.
# Animals come as ids (elephant, fox, mouse) so that each language can choose the form of
# a name its sentence needs; cells (c3) are notation.

## Animals by id (elephant, fox, mouse), named as each sentence needs
efm-name = { $animal ->
    [elephant] Elephant
    [fox] Fox
   *[mouse] Mouse
}

## A move
# What a move did is a sentence of its own (the move list shows it alone, as "White
# places a piece on d6" in Nines); why a move is refused is lowercase, like every error.
efm-cannot-go = the { $mover ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} cannot go to { $cell }: { $reason }
efm-eats-wins = The { $mover ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} eats the { $prey ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} on { $cell } and wins; the { $predator ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} survives
efm-moves = The { $mover ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} moves from { $from } to { $cell }
efm-moves-near-prey = The { $mover ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} moves from { $from } to { $cell }, next to the { $prey ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} it hunts
efm-moves-near-predator = The { $mover ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} moves from { $from } to { $cell }, within reach of the { $predator ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
}
efm-moves-near-both = The { $mover ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} moves from { $from } to { $cell }, next to the { $prey ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} it hunts, within reach of the { $predator ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
}
efm-last-ate = the { $animal ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} ate the { $victim ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} on { $cell }
efm-last-moved = the { $animal ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} moved from { $from } to { $to }

## The drawing
efm-piece = { $name } ({ $letter }) { $cell }
efm-piece-eaten = { $animal ->
    [elephant] Elephant
    [fox] Fox
   *[mouse] Mouse
} ({ $letter }) eaten
efm-food-chain = Food chain: E eats F, F eats M, M eats E.
efm-order = Turn order: { $order }.  Ply { $ply }.
efm-order-cap = Turn order: { $order }.  Ply { $ply } of { $cap }.
efm-last-move = Last move: { $move }.
efm-over-eaten = Game over: the { $winner ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} wins, the { $loser ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} loses, the { $survivor ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} survives.
efm-over-drawn = Game over: a draw for everyone ({ $reason }).
efm-to-move = { $animal ->
    [elephant] Elephant
    [fox] Fox
   *[mouse] Mouse
} to move.
efm-you-are = You are the { $animal ->
    [elephant] Elephant
    [fox] Fox
   *[mouse] Mouse
} ({ $letter }): you eat the { $prey ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
}, the { $predator ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} eats you.
efm-marks = + marks where you can move, ( ) a prey you can eat.

## Why a move is refused
efm-expected = a target cell like c3 (files a-f, ranks 1-6), or its file and rank as numbers like 3 3
efm-standing-still = the { $animal ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} already stands on { $cell }, and passing is not allowed
efm-onto-predator = { $cell } holds the { $predator ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
}, your predator: you cannot go there
efm-prey-out-of-reach = the { $prey ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} on { $cell } is out of reach: you can eat only from a touching cell
efm-diagonal-step = { $cell } is a diagonal step: diagonal cells can only be entered to eat
efm-too-far = { $to } cannot be reached from { $from }: a move goes 1 or 2 cells in a straight line
efm-path-blocked = the { $blocker ->
    [elephant] elephant
    [fox] fox
   *[mouse] mouse
} on { $cell } blocks the way

## Whether the game has a limit (after the rules document)
efm-rules-cap = In this game the chase is limited: after { $cap } plies (single turns) without an eat, the game ends in a draw for everyone.
efm-rules-no-cap = There is no limit: with careful play the chase can go on forever. Only a game with a computer in every seat stops after { $cap } plies, as a draw for everyone, so that it always ends.

## The computer levels (after the limit)
efm-levels = The computer levels:
efm-level-easy = { $level }: eats its prey whenever it can; otherwise it moves at random, avoiding the cells next to its predator if it can. It looks no further than its own move.
efm-level-medium = { $level }: looks { $moves ->
    [1] 1 move ahead (its own)
    [2] 2 moves ahead (its own and the next animal's)
    [3] 3 moves ahead (its own and the two others')
    [4] 4 moves ahead (its own, the two others' and its own again)
   *[other] { $moves } moves ahead
}, judging positions by distances and room to move, and assuming the two others play together against it. It makes no deliberate error.
efm-level-hard = { $level }: plays from the exact solution of the game: it takes a forced win, avoids walking into a forced loss, keeps the two others, even together, at least { $margin } moves (counting every animal's) from cornering it when it can, and otherwise hunts by the odds and sets traps. It makes no deliberate error.
