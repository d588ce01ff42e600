# Moves and why they are refused, in every game (the games' own words are in
# crates/games/<game>/locales).

## A move as it was played, when the game says nothing more about it
move-notation = { $move }

## Text that is not a move
move-empty = no move given
move-malformed = '{ $text }' is not a move: expected { $expected }
move-inconsistent = '{ $text }': { $reason }
move-ambiguous = '{ $text }' could mean { $options }; say which

## A move that was not played
play-game-over = the game is over
play-illegal = '{ $text }' is not allowed: { $reason }
play-choice = '{ $text }' can be played { $count } ways: { $options }; type a number, or one of them in full
play-turn-ended = the turn ends before '{ $rest }'; nothing was played

## A draw offer that was not possible
draw-not-in-this-game = this game has no draw by agreement
draw-game-over = the game is over
draw-not-your-turn = a draw is offered on your own turn
draw-no-offer = no draw has been offered
draw-own-offer = you cannot answer your own offer
draw-not-now = these rules allow no draw offer at this point of the game
draw-already-accepted = you have already accepted this offer
draw-already-offered = your draw offer is already waiting for an answer
draw-declined = your offer was declined: you may offer a draw again after your next move

## What a table refuses
table-not-started = the game has not started yet
table-not-your-turn = it is not your turn
table-no-open-place = the table has no open place
table-place-taken = place { $place } is taken
table-no-such-place = the table has no place { $place }
table-already-seated = you already sit at this table
table-not-seated = you do not sit at this table
table-game-running = places change only between games
table-undo-not-allowed = no take-backs here: { $why }
table-undo-cards-seen = cards were seen, so a take-back would let a player peek
table-undo-for-real = this table plays for real
table-undo-practice-only = only in practice against the computer
table-nothing-to-undo = you have no move to take back
table-undo-before-resume = your last turn came before the game was resumed (or a computer took a place): only turns played since can be taken back
table-setup = { $why }
table-computer = the computer player failed: { $why }
table-replay = the recorded game cannot be replayed: { $why }
