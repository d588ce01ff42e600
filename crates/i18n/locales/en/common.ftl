# Words every front-end shares: games, seats, computer levels, results, reasons, lists.

## Lists
list-separator = {", "}
list-and = { $items } and { $last }

## The games
game-name-nines = Nines
game-summary-nines = Nine Men's Morris: place nine pieces, form lines of three, take the opponent's pieces
game-name-isolo = Isolo
game-summary-isolo = a Bemba sowing game from Zambia: sow your row, capture, empty the enemy row
game-name-virus-war = Virus War
game-summary-virus-war = two virus colonies grow and kill each other, three sub-moves a turn
game-name-elephant-fox-mouse = Elephant–Fox–Mouse
game-summary-elephant-fox-mouse = three animals chase each other round a food chain on a 6×6 board
game-name-tablenette = Tablenette
game-summary-tablenette = a two-player fishing card game: capture by rank and pairs, clear the table
variant-about-nines-client = Parlour's rules: no flying; a piece in a line is never taken; you lose with no pieces or no move; draws by agreement.
variant-about-nines-standard = The usual Nine Men's Morris: three pieces fly; when all are in lines any may be taken; you lose with two pieces or no move; a draw after 200 turns.
variant-about-virus-war-standard = The 10×10 board, three sub-moves a turn.
variant-about-virus-war-small = A 6×6 board with the same rules: a game of a few minutes, for learning.
variant-about-tablenette-client = Hands are played until someone ends one with more than 251 points: the higher score wins (a tie plays on).
variant-about-tablenette-hand = One hand only: the higher score wins (equal scores draw).

## Seats
seat-white = White
seat-black = Black
seat-south = South
seat-north = North
seat-x = X
seat-o = O
seat-elephant = Elephant
seat-fox = Fox
seat-mouse = Mouse

## Computer players
level-random = random
level-easy = easy
level-medium = medium
level-hard = hard
computer-name = Computer ({ $level })
computer-name-numbered = Computer ({ $level }) { $number }
name-in-seat = { $name } ({ $seat })

## Results
result-wins = { $name } wins

## Why a game ended (short, as in "wins (resignation)")
reason-blockade = blockade
reason-elimination = no pieces left
reason-too-few-men = too few pieces
reason-repetition = threefold repetition
reason-turn-limit = turn limit
reason-no-removal-limit = no removal for too long
reason-agreement = agreement
reason-resignation = resignation
reason-left = a player went away
reason-eaten = prey eaten
reason-ply-cap = move limit
reason-destruction = colony destroyed
reason-double-pass = both passed
reason-board-full = board full
reason-row-emptied = row emptied
reason-endless-laps = endless laps
reason-equal-hands = equal hands
reason-higher-hand = higher hand
reason-over-251 = over 251
reason-hand-limit = hand limit
