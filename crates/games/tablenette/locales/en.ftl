# Tablenette: the words of its plays, its drawing, its errors and its variants. Cards
# are written as in notation (K♣, 10♦); seats are the shared `seat-south` / `seat-north`.

## A play
tablenette-trail = { $card } trailed to the table
tablenette-jack-laid = { $card } laid on the empty table
tablenette-sweep = { $card } swept { $taken } — { $points ->
    [0] no points
    [one] { $points } point
   *[other] { $points } points
}, no Tablenette for a jack
tablenette-took-tablenette = { $card } took { $taken } — Tablenette, { $tablenette } points, { $points ->
    [0] no points for the cards
    [one] and { $points } point for the cards
   *[other] and { $points } points for the cards
}
tablenette-took = { $card } took { $taken } — { $points ->
    [0] no points
    [one] { $points } point
   *[other] { $points } points
}
tablenette-hand-ends = { $play }; the hand ends and { $cards } { $count ->
    [one] goes
   *[other] go
} to { $seat }
tablenette-not-legal = { $play } is not a legal play: { $reason }

## Why a play is refused
tablenette-not-in-hand = you do not hold { $card }
tablenette-not-on-table = there is no { $card } on the table
tablenette-jack-takes-all = a jack takes the whole table when the table is not empty
tablenette-leaves-same-rank = a capture with { $played } takes every card of its rank, and { $left } was left
tablenette-too-many = a capture with { $card } takes the cards of its rank and at most one pair
tablenette-wrong-sum = the extra cards taken with { $card } must be a pair adding up to { $value }
tablenette-expected-play = a card like 7H to trail, or a capture like KC:10D+4S+KH+KS
tablenette-listed-twice = { $card } is listed twice

## How the variant ends (after the rules document)
tablenette-rules-game = End of the game: scores add up over the hands and the dealers alternate. After a hand, a player with more than 251 points wins (the higher score, if both are over; a tie plays on).
tablenette-rules-hand = This variant plays a single hand: the higher hand score wins, equal scores draw.
tablenette-rules-limit = A computer-only game stops after { $limit } hands: the higher score wins.

## The computer levels (after how the variant ends)
tablenette-levels = The computer levels (none of them ever sees your hand or the deck, and none errs on purpose):
tablenette-level-easy = { $level }: plays whatever scores most at once (any capture before a trail, and when it trails, the card that gives away least), and keeps a jack rather than sweep one or two cards worth next to nothing. It does not count cards or think about your reply.
tablenette-level-medium = { $level }: weighs what a play scores at once against what you can expect to take back from the table it leaves, counting the cards it has not seen. It looks no further than your reply.
tablenette-level-hard = { $level }: { $search } { $last }
tablenette-level-search = before each play, it plays out the rest of the hand { GROUPED($deals) } times, each time with its own guess at where the cards it cannot see lie (likelier guesses more often, judging by your plays this round), and with you playing as { $medium } would.
tablenette-level-exact = In the last round, when the cards it has not seen are exactly your hand, it works out the best play exactly.
tablenette-level-no-exact = It plays the last round the same way.

## The drawing
tablenette-over-after = Tablenette — game over after { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}
tablenette-hand-round = Tablenette — hand { $hand }, round { $round } of 4 — { $dealer } deals
tablenette-scores-one-hand = Scores: South { $south }, North { $north }   (one hand)
tablenette-scores-to-251 = Scores: South { $south }, North { $north }   (to win: over 251)
tablenette-last-hand = Last hand: South { $south }, North { $north }
tablenette-pile = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tablenette-pile-most = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, +{ $most } for most cards
tablenette-pile-tablenette = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, Tablenette { $tablenette }
tablenette-pile-most-tablenette = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, +{ $most } for most cards, Tablenette { $tablenette }
tablenette-last-cards = { $count ->
    [one] the last card
   *[other] the last cards
} { $cards } went to { $seat }
tablenette-so-far = This hand so far:
tablenette-deck = Deck: { $cards } cards
tablenette-deck-bottom = Deck: { $cards } cards ({ $bottom } at the bottom)
tablenette-table = table
tablenette-table-empty = (empty)
tablenette-tag-you = you
tablenette-tag-dealer = dealer
tablenette-tag-to-move = to move
tablenette-last-play = Last play: { $seat } — { $play }
tablenette-last-taker = Last to pick up: { $seat }
tablenette-verdict-wins = { $seat } wins { $high } to { $low }
tablenette-verdict-draw = a draw at { $score }
tablenette-game-over = Game over ({ $reason }): { $verdict }.
tablenette-to-move = { $seat } to move.
tablenette-typing = Type a card to trail (7H) or a capture (KC:10D+4S); C=♣ D=♦ H=♥ S=♠.
