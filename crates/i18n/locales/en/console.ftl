# The console: `parlour play` in a terminal.

console-you = You
console-player-number = Player { $number }
# What `parlour connect` says when the server closed the connection
connect-closed = (connection closed)
console-title = === { $name } — { $summary } ===
# More words for the console's commands, "word=command" pairs (a translation lists its
# own words, so that they are typed without switching keyboards).
console-command-words = commands=help, legal=moves
console-help-hint = Type 'help' for commands, 'moves' for the legal moves.
console-help-moves =
    Type a move in the game's notation to play it: several moves of one turn
    may go on one line, separated by spaces (all are played or none).
console-help =
    Commands:
      moves   list the legal moves
      board   draw the board again
      undo    take back the last turn
      hint    ask the computer for a move
      draw    offer a draw (where allowed)
      score   show the series score
      rules   show the rules
      new     abandon this game for another
      resign  give up this game
      help    this list
      quit    leave
console-rules-more = -- more: Enter to read on, s to skip to the game --
console-rules-again = (Type 'rules' during the game to read them again.)
console-game-number = --- Game { $number } ---
console-seating = { $seat }: { $name }
console-abandoned = Game abandoned.
console-play-again = Play again? [Y/n]
console-yes-or-no = Type y or n.
console-offers-draw =
    { $you ->
        [yes] You offer a draw.
       *[no] { $name } offers a draw.
    }
console-accepts-draw =
    { $you ->
        [yes] You accept the draw.
       *[no] { $name } accepts the draw.
    }
console-declines-draw =
    { $you ->
        [yes] You decline the draw.
       *[no] { $name } declines the draw.
    }
console-resigns =
    { $you ->
        [yes] You resign.
       *[no] { $name } resigns.
    }
console-took-back =
    { $count ->
        [one] Took back 1 move.
       *[other] Took back { $count } moves.
    }
console-plays =
    { $you ->
        [yes] You play
       *[no] { $name } plays
    }
console-computer-plays = { $seat } (computer, { $level }) plays
console-forced-pass = No move is left for { $who }: the turn passes.
console-secret-cards = { $who }: your cards are about to be shown. Press Enter when the other player is not looking.
console-draw-pending = ({ $name } offered a draw: type 'accept' or 'decline', or just move to decline.)
console-legal = Legal moves: { $moves }
console-abandon-ask = Abandon this game? [y = same players again / c = change game or players / N = play on]
console-play-on = Play on.
console-cannot-undo = Cannot undo: { $why }.
console-cannot-abandon = Cannot abandon the game: { $why }.
console-no-hint = No hint: { $why }
console-not-resigned = Not resigned: { $why }.
console-cannot-offer = Cannot offer a draw: { $why }.
console-cannot-answer = Cannot answer the draw offer: { $why }.
console-choices = '{ $text }' can be played in { $count } ways:
console-choose = Type the number of your choice.
console-not-played = Not played: { $why }. (Type 'moves' for the legal moves, 'help' for commands.)
console-not-saved = { $why }, so nothing was changed; try again
console-hint = Hint: { $move } ({ $what })
console-hint-turn = Hint: { $moves } (type it on one line)
console-accept-ask = { $name }, do you accept the draw? [y/N]
console-game-over = Game over.
console-called-off =
    { $you ->
        [yes] You resigned before everyone had moved: the game is called off and counts for nobody.
       *[no] { $name } resigned before everyone had moved: the game is called off and counts for nobody.
    }
console-game-over-with = Game over. { $details }
console-drawn = The game is a draw ({ $reason }).
console-wins =
    { $you ->
        [yes] { $who } win ({ $reason }).
       *[no] { $who } wins ({ $reason }).
    }
console-loses =
    { $you ->
        [yes] { $who } lose.
       *[no] { $who } loses.
    }
console-survives =
    { $you ->
        [yes] { $who } survive.
       *[no] { $who } survives.
    }
console-scores = Scores: { $scores }.
console-series = Series score: { $parts }
console-series-three = { $name }: { $wins } won, { $losses } lost, { $survivals } survived
console-series-wins =
    { $count ->
        [one] { $name }: 1 win
       *[other] { $name }: { $count } wins
    }
console-series-draws =
    { $count ->
        [one] 1 draw
       *[other] { $count } draws
    }

## The menu of `parlour play`
menu-welcome = Welcome to Parlour.
menu-goodbye = Goodbye.
menu-back = Back at the menu.
menu-which-game = Which game? [1-5, q to quit]
menu-not-a-game = '{ $choice }' is not one of the games: type its number (1-5) or its name.
menu-variant = Rules variant: { $variants } [Enter = { $default }, q = back]
menu-unknown-variant = Unknown variant '{ $variant }': choose one of { $variants }.
menu-human = human
menu-who-plays = Who plays { $seat }? { $human } or { $levels } [Enter = { $default }, q = back]
menu-unknown-player = Unknown player '{ $answer }': type { $human } or one of { $levels }.
console-recorded = Recorded as table { $id }; its games are listed by:
console-going-on = Going on with table { $id }.
console-taken-elsewhere = Table { $id } is being played in another window now (parlour play --resume { $id }): this one stops, and nothing more is saved from it.

## `parlour rules`
rules-games = The games (parlour rules <game> prints the rules of one):
rules-variants = Variants: { $variants } (default { $default }).
rules-levels = Computer levels: { $levels }.

# The command line's refusals (`parlour play`, `parlour rules`, `parlour records`).
cli-error = error: { $message }
cli-unknown-lang = '{ $code }' is not a language of Parlour: use en, vi or ru
# What the command line was given and could not read (an option or a command mistyped).
cli-unknown-command = unknown command '{ $command }'
cli-unknown-option = unknown option '{ $option }'
cli-no-value = { $option } needs a value
cli-bad-value = '{ $value }' is not a value for { $option }
cli-bad-value-why = '{ $value }' is not a value for { $option }: { $why }
cli-why-whole-number = it takes a whole number, 0 or more
cli-why-too-large = it is too large
cli-why-at-least-one = it takes a whole number, 1 or more
cli-why-database = Parlour keeps its records in an SQLite file or in PostgreSQL (postgres://…), not at { $kind }
cli-why-database-slashes = it looks like an address with a slash missing: write { $scheme }://…
cli-values = it takes one of: { $values }
cli-missing = still needed: { $what }
cli-conflict = { $option } cannot be used with { $other }
cli-extra = '{ $value }' was not expected here
cli-did-you-mean = did you mean '{ $suggestion }'?
cli-see-help = see '{ $command } --help'
cli-seats-count = { $game } has { $seats } seats ({ $names }), but --seats lists { $count }
cli-unknown-seat = unknown seat '{ $seat }': use human or one of { $levels }
cli-no-console-table = no unfinished console table '{ $table }' in the records ({ $where })
cli-server-table = '{ $table }' is a server table: its players come back to it through the server
cli-table-over = console table '{ $table }' has no game in progress: its games are over (parlour records list shows them; parlour play starts a new one)
cli-table-closed = console table '{ $table }' closed meanwhile
cli-not-a-game-id = '{ $id }' is not a game of the records: write it like t3.1 (table t3, game 1)
cli-table-not-game = '{ $id }' is a table, not one of its games: write the game, { $id }.1 for its first
cli-no-records = there are no records at { $path } (nothing has been played with this data folder yet; --data chooses another)
cli-no-records-file = there are no records in { $path } (no game has been kept in this file yet; --database names another)
cli-records-read-only = the records at { $where } cannot be written (a read-only disk or another user's folder): games could not be saved there; choose a folder this program can write with --data (parlour records can still read these)
cli-no-game = no game { $id } in the records ({ $where })
cli-no-player = no player '{ $nick }' in the records
cli-no-player-results = no player '{ $nick }' in the records (players of the server's tables have results; console games are listed by parlour records list)
cli-replay-no-seat = '{ $seat }' is not a seat of this game (its seats: { $seats })
cli-hidden-running = this game hides cards and is still being played: its record is exported once it is over
cli-unknown-format = unknown format '{ $format }': use json or text
cli-backup-postgres = these records are in PostgreSQL: back them up with pg_dump
cli-backup-exists = { $file } already exists: choose a new file
cli-backup-no-folder = there is no folder { $folder } to write the backup in: make it first, or choose another
cli-copy-not-empty = the records in { $where } are not empty ({ $players ->
    [one] { $players } player
   *[other] { $players } players
}, { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}): a copy goes into new records only (a new file, or a new PostgreSQL database)
cli-copy-same = { $where } are the records to copy from: copy into other records
cli-copy-folder = --to names a folder: give the records file, such as { $file }
cli-copy-no-folder = there is no folder { $folder } to write the copy in: make it first, or choose another
cli-copy-into-error = the records to copy into ({ $where }) cannot be opened: { $why }
cli-copy-failed = the copy failed, nothing was copied: { $why }
cli-copy-server-running = a Parlour server (process { $process }) is using the records at { $where }: stop it first (what it writes during a copy would not be copied)
cli-copy-servers-running = a Parlour server or nodes are using the database { $where }: stop them first (what they write during a copy would not be copied)
cli-copy-memory = records in memory are gone with this program: copy into a file or a PostgreSQL database
cli-copy-read-only = the records at { $where } cannot be written (a read-only disk, or another user's folder): copy with --to into records this program may write
# The store's errors ({ $why }: the database's own words, as they came)
cli-store-open = cannot open the records: { $why }
cli-store-full = the disk holding the records is full
cli-store-read-only = the records are read-only
cli-store-locked = the records are locked by another program
cli-store-unavailable = the records database is unavailable: { $why }
cli-store-nick-taken = the nickname '{ $nick }' is taken
cli-store-nick-look-alike = the nickname '{ $nick }' looks like '{ $like }', who is already here
cli-store-corrupt = the records hold something unreadable: { $why }
cli-store-closed = the records are closed
cli-store-not-keeper = table { $table } is kept by another node now
cli-store-other = the records could not be saved: { $why }
cli-move-refused = move { $number } '{ $move }' refused: { $why }
cli-unknown-player = unknown player '{ $player }': use one of { $levels }
cli-no-engine = { $game } has no engine protocol (only Nines has one)
connect-failed = cannot connect to { $address }: { $why }
connect-bad-port = '{ $port }' is not a port number (1-65535)
connect-no-host = no host name: write it like localhost or 127.0.0.1:7070
connect-unknown-host = cannot find host '{ $host }': { $why }
connect-no-address = host '{ $host }' has no address
