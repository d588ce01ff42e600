# The TCP text door (`nc`, `parlour connect`): the words after each line's tag. The tags
# themselves (WELCOME, NICK, …) and the `key=value` words stay English: scripts read them.

tcp-server-full = the server is full ({ $limit } connections); try again later
tcp-address-full = too many connections from your address ({ $limit }); close one or try again later
tcp-welcome = Welcome to Parlour! Games here: { $games }. This door seats you at { $game }: { $summary } ({ $players } players per game). Type HELP at any time.
tcp-game-in-list = { $name }
tcp-nick-prompt = Choose a nickname (1-10 letters, digits or _), or type TOKEN <token> to come back:
tcp-nick-first = first choose a nickname: type it alone, such as ann (then { $command } works), or TOKEN <token> to come back:
tcp-nick-alone = which nickname? Type it alone (ann) or after NICK (NICK ann; to be called nick, NICK nick)
tcp-token-alone = type the token after TOKEN (TOKEN 26e97a…), or choose a nickname
tcp-flood-bye = too many lines; disconnecting
tcp-slow-down = too many lines; slow down (at most { $rate } a second)
tcp-idle-bye = nothing was typed for { $quiet } and you sit at no table; goodbye
tcp-minutes = { $n } min
tcp-seconds = { $n } s
tcp-shutdown-bye = the server is shutting down; your game is kept: come back with TOKEN when it is up again
tcp-shutdown-bye-node = this server is shutting down; your game is kept: connect again (another server of this club takes you back with TOKEN at once)
tcp-signed-out-bye = your token was changed on another connection (the web page's key is the same token), so this one is signed out; come back with TOKEN and the new token
tcp-help =
    - While playing: type a move in the game's notation when it is your turn;
      BOARD shows the board again, MOVES your legal moves; DRAW offers a draw,
      ACCEPT or DECLINE answer one; RESIGN gives up the game; TAKEOVER <seat>
      lets a computer play for someone away; READY says you are ready for the
      next game (the door says it for you after a game).
    - Tables: TABLES lists them; PLAY <game> seats you at a quick game (nines,
      isolo, virus-war, elephant-fox-mouse, tablenette); NEW <game> [variant]
      <seats> opens a table, seats one per seat: me, open, easy, medium, hard
      or random (NEW nines me hard); JOIN <table> sits down, WATCH <table>
      watches, LEAVE leaves (resigning a game), LEAVE <table> that table.
    - TOKEN <token> at the nickname prompt takes your seats back (NEWKEY makes
      a new one, for a token seen by others); QUIT leaves (your seat waits for
      you). LANG <code> changes the language (en, vi, ru); LANG alone lists
      them.
    - RULES [game] [variant] shows a game's rules and computer levels (alone:
      your table's).
tcp-rules-which-game = say which game: RULES nines (or RULES nines standard for a variant)
tcp-help-tags = Server lines start with a tag: { $tags }.
tcp-line-too-long = malformed: a line is at most { $limit } bytes; it was not read
tcp-goodbye = goodbye
tcp-goodbye-seated = goodbye (your seat waits for you: come back with TOKEN)
tcp-no-game = no game is being played at your table
tcp-watching = you are watching table { $table }
tcp-which-table = which table? type { $command } and its id, such as { $command } t3 (TABLES lists them)
tcp-stopped-watching = you stopped watching table { $table }; type PLAY or TABLES
tcp-you-left = you left table { $table }; type PLAY or TABLES
tcp-you-left-other = you left table { $table }; you are still at table { $here }
tcp-not-at-table = you have no place at table { $table } (TABLES lists yours)
tcp-move-elsewhere = a game of { $game } has begun at table { $table }, your other table, and waits for your move: JOIN { $table } once your game here is over, or LEAVE { $table }
tcp-already-named = you are already { $nick }
tcp-not-seated = you sit at no table: type PLAY, TABLES or HELP
tcp-unknown-command = '{ $command }' is not a command here: HELP lists them (a move is typed on your turn in a game)
tcp-busy-playing = you are playing a game at table { $table }: finish it, RESIGN it or LEAVE the table first
tcp-not-a-move = malformed: that is not a move (a line of { $length } characters); enter your move again
tcp-hello = Hello, { $nick }. Your token is { $token }: after a disconnect, type TOKEN { $token } at the nickname prompt to take your seat back.
tcp-new-key = Your new token is { $token }: the old one no longer works, and the other connections that used it are signed out. Come back with TOKEN { $token }.
tcp-back-at = back at table { $table }
tcp-replaced = a computer took the place of { $who }, who was away, and plays on
tcp-you-were-replaced = while you were away, a computer took your place at table { $table }
tcp-now-at = you are at table { $table } now (TABLES lists the others)
tcp-also-seated = you also sit at { $tables }: JOIN <table> takes you there
tcp-seat-kept = a game began at table { $table } before you left it: your seat there is kept (JOIN { $table } to play it)
tcp-nick-again = { $error }:
tcp-nick-another = { $error }; choose another nickname:
tcp-no-quick-table = no quick table could seat you; try PLAY again
tcp-new-which-game = say which game: NEW nines me hard
tcp-new-seats = { $game } has { $count } seats and you gave { $given }: one word for each, me, open or a computer level ({ $levels }), e.g. { $example }
tcp-table-open = table { $table } is open
tcp-how-to-join = others take the open place with JOIN { $table } at this door, or with the table's link (#/table/{ $table }) or Open tables on the web page
tcp-no-tables = none: type PLAY or NEW to open one
tcp-takeover-nowhere = you sit at no table
tcp-takeover-whom = say whose seat: TAKEOVER <seat name>
tcp-takeover-no-seat = there is no seat '{ $who }' at your table: TAKEOVER { $seats }
tcp-table-closed = table { $table } is closed ({ $reason }); type PLAY or TABLES
tcp-closed-closed = closed
tcp-closed-abandoned = everyone left
tcp-malformed = malformed: { $error }; enter your move again
tcp-illegal = illegal move: { $error }; enter your move again
tcp-not-your-turn = it is { $who }'s turn, not yours; wait for your turn
tcp-another-player = another player
tcp-draw-refused = refused: { $error }
tcp-game-begins = { $game } begins (game { $number }): { $seats }; turn order: { $order }; { $you }
tcp-game-under-way = { $game } (game { $number }) is under way, { $moves ->
        [one] 1 move played
       *[other] { $moves } moves played
    }: { $seats }; turn order: { $order }; { $you }
tcp-you-are = you are { $seat }
tcp-you-watch = you are watching
tcp-taken-back =
    { $count ->
        [one] 1 move was taken back
       *[other] { $count } moves were taken back
    }
tcp-played = { $who } played { $move }: { $text }
tcp-draw-offered = { $who } offers a draw
tcp-draw-declined = { $who } declined the draw offer; play on
tcp-draw-lapsed = { $who } played on: the draw offer lapsed
tcp-draw-accepted-by = accepted by { $who }
tcp-draw-answer = type ACCEPT or DECLINE (or just move to decline)
tcp-draw-off = the draw offer is off; play on
tcp-gone = { $who } is away: their connection closed
tcp-back = { $who } is back
tcp-away = { $who } has been away for { $secs } s: TAKEOVER { $seat } lets a computer play for them
tcp-waiting = waiting for players { $count }/{ $seats }
tcp-waiting-ready = waiting for the players to be ready for the next game: { $count }/{ $seats } ready (on the web page they press Next game; here the door says READY for you)
tcp-bots-after = (computer players take the empty seats after { $secs } s)
# The count comes first in every language: scripts read it to know how many BOARD lines follow.
tcp-board-lines = { $count } lines follow
tcp-tag-you = (you)
tcp-tag-computer = (computer, { $level })
tcp-tag-away = (away)
tcp-your-turn = it is your turn ({ $seat })
tcp-enter-move = enter your move (you are { $seat }; legal: { $moves })
tcp-their-turn = it is { $who }'s turn; please wait
tcp-last-game = the last game here, { $game } (game { $number }), has ended: { $result }
tcp-ready-mid-game = a game is being played: READY is for between games (after each game the door says it for you)
tcp-over = the game is over
tcp-called-off = the game is called off: not everyone had moved yet; it counts for nobody
tcp-called-off-by = the game is called off: { $name } { $how ->
        [resigned] resigned
        [went_away] was away, and a computer took the place,
       *[left] left
    } before everyone had moved; it counts for nobody
tcp-end-draw = draw ({ $reason })
tcp-end-winner = winner: { $who }
tcp-end-loser = loser: { $who }
tcp-end-survivor = survivor: { $who }
tcp-end-reason = ({ $reason })
tcp-end-scores = scores { $scores }
tcp-languages = languages: { $list }; now { $current }. Type LANG <code> to change.
tcp-language-set = language: { $name }
tcp-no-such-language = '{ $code }' is not a language here: use en, vi or ru
