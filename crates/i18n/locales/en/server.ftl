# The server's own words, for both doors (the web page and the TCP door): refusals by their
# code (docs/web-protocol.md lists the codes), and the names of the rule variants. English
# refusals are sent as the server words them, with their details; these are for the others.

## Refusals, by code (`server-error-` and the code, `_` as `-`)
server-error-bad-message = the server did not understand that message
server-bad-message-binary = messages are JSON text, not binary
server-bad-message-not-protocol = not a message of this protocol: { $why }
server-bad-message-hello-twice = you have already said hello
server-bad-message-unknown-language = '{ $lang }' is not a language of this server: use en, vi or ru
server-error-too-large = a message is at most { $limit } bytes; this one has { $size }
server-error-rate-limited = too many requests; slow down and try again in a moment
server-error-not-identified = say hello first
server-error-nick-invalid = a nickname is 1 to 10 letters, digits or _{ $problem ->
        [empty] ; that one is empty
        [space] ; that one has a space
        [control] ; that one has a control character
        [not_text] ; that one has a control character or bytes that are not UTF-8 text
        [char] ; that one has '{ $char }'
        [too_long] ; that one has { $length } characters
        [none] ; say hello with a nickname (or the token of an earlier visit)
       *[other] {""}
    }
server-error-nick-taken = the nickname '{ $nick }' is taken
server-error-unknown-token = that token is not known here; choose a nickname
server-error-unknown-game = there is no game '{ $game }' (there are: { $known })
server-error-unknown-variant = this game has no variant '{ $variant }' (there are: { $known })
server-error-unknown-level = there is no computer level '{ $level }' (there are: { $known })
server-error-bad-seats = those seats do not fit this game
server-error-unknown-table = there is no table '{ $table }' (it may have closed)
server-error-stale-version = the table changed since version { $sent } (it is at { $current } now); look again and resend
server-stale-ahead = the table is at version { $current }, not yet at { $sent }; look again and resend
server-error-server-full = the server is at its limit ({ $limit }); try again later
server-error-address-full = too many connections from your address ({ $limit }); close one or try again later
server-error-too-many-tables = you have { $limit } tables open, as many as one player may; play or leave one of them first
server-too-many-tables-address = { $limit } tables opened from your address are open, as many as one address may; play or leave one of them first
server-error-shutting-down = the server is shutting down and opens no new tables
server-error-not-started = the game has not started yet
server-error-game-over = the game is over
server-error-not-your-turn = it is not your turn
server-error-malformed-move = that is not a move: { $detail }
server-error-illegal-move = '{ $move }' is not allowed: { $reason }
server-error-choose-move = '{ $text }' can be played in more than one way: { $options }; type a number, or one of them in full
server-error-draw-refused = a draw cannot be offered or answered now
server-error-table-full = the table has no open place
server-error-place-taken = that place is taken
server-error-no-such-place = the table has no such place
server-error-already-seated = you already sit at this table
server-error-not-seated = you do not sit at this table
server-error-game-running = places change only between games
server-error-undo-not-allowed = moves cannot be taken back at this table
server-error-nothing-to-undo = you have no move to take back
server-error-not-away = a computer may take only the place of a person who has been away for a while
server-not-away-too-soon = a computer may take this place in { $wait_secs } s, if its player is still away then
server-error-taken-over = while you were away, a computer took your place at table { $table }
server-error-key-changed = your key was changed on another device, so this one is signed out; use the new key to play here
server-error-bad-setup = the table could not be set up: { $detail }
server-bad-seats-count = this game has { $expected } seats; { $given } given
server-bad-seats-one-me = you can take only one seat at a table
server-error-computer-failed = the computer player failed
server-error-not-saved = the change could not be saved, so nothing was changed: try again in a moment
server-error-no-answer = the server that holds this table did not answer in time, so that may not have been done: the table shows how things stand when it answers again
server-turn-ended = the turn ends before '{ $rest }'; nothing was played

## Why a draw was refused (`server-draw-` and the reason)
server-draw-not-in-this-game = these rules have no draw by agreement
server-draw-game-over = the game is over
server-draw-not-your-turn = a draw can be offered only on your own turn
server-draw-no-offer = there is no draw offer to answer
server-draw-own-offer = you cannot answer your own offer
server-draw-not-now = a draw cannot be offered at this point of the game
server-draw-already-accepted = you have already accepted
server-draw-already-offered = your draw offer is already waiting for an answer
server-draw-declined = your draw offer was declined: offer again after your next move

## Rule variants (`server-variant-` and the variant)
# (English mostly shows the ids, which the text door and the console take. `client` is the
# rule set of the text Parlour was written from, its default: players know it as Parlour's
# own rules, not as "the client's"; the page says "Nines, Parlour rules".)
server-variant-standard = standard
server-variant-small = small
server-variant-client = Parlour
server-variant-custom = custom
server-variant-hand = one-hand
server-variant-holes = { $holes }-hole

## A page the web door does not have (a mistyped or old address), for a browser
server-page-missing-title = Page not found
server-page-missing = Parlour has no page at { $path }.
server-page-missing-back = Go to the lobby
