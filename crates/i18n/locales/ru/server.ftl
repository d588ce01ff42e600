# Слова самого сервера для обоих входов (веб-страницы и TCP): отказы по их кодам и названия
# вариантов правил.

## Отказы, по коду
server-error-bad-message = сервер не понял это сообщение
server-bad-message-binary = сообщения — это текст JSON, а не двоичные данные
server-bad-message-not-protocol = это не сообщение протокола: { $why }
server-bad-message-hello-twice = вы уже поздоровались
server-bad-message-unknown-language = «{ $lang }» — не язык этого сервера: выберите en, vi или ru
server-error-too-large = сообщение не длиннее { $limit ->
    [one] { $limit } байта
   *[other] { $limit } байт
}; в этом { $size }
server-error-rate-limited = слишком много запросов; помедленнее, попробуйте через мгновение
server-error-not-identified = сначала поздоровайтесь (hello)
server-error-nick-invalid = ник — от 1 до 10 букв, цифр или _{ $problem ->
        [empty] ; этот пустой
        [space] ; в этом есть пробел
        [control] ; в этом есть управляющий символ
        [not_text] ; в этом есть управляющий символ или байты не в UTF-8
        [char] ; в этом есть «{ $char }»
        [too_long] ; в этом { $length ->
            [one] { $length } символ
            [few] { $length } символа
           *[other] { $length } символов
        }
        [none] ; назовитесь: наберите ник (или токен прошлого визита)
       *[other] {""}
    }
server-error-nick-taken = ник «{ $nick }» уже занят
server-error-unknown-token = этот токен здесь неизвестен; выберите ник
server-error-unknown-game = нет игры «{ $game }» (есть: { $known })
server-error-unknown-variant = у этой игры нет варианта «{ $variant }» (есть: { $known })
server-error-unknown-level = нет уровня компьютера «{ $level }» (есть: { $known })
server-error-bad-seats = эти места не подходят для этой игры
server-error-unknown-table = нет стола «{ $table }» (возможно, он закрыт)
server-error-stale-version = стол изменился после версии { $sent } (сейчас { $current }); посмотрите ещё раз и отправьте снова
server-stale-ahead = стол ещё на версии { $current }, а не { $sent }; посмотрите ещё раз и отправьте снова
server-error-server-full = сервер на пределе ({ $limit }); попробуйте позже
server-error-address-full = слишком много подключений с вашего адреса ({ $limit }); закройте одно или попробуйте позже
server-error-too-many-tables = у вас открыто столов: { $limit }, больше одному игроку нельзя; сначала доиграйте или покиньте один из них
server-too-many-tables-address = с вашего адреса открыто столов: { $limit }, больше с одного адреса нельзя; сначала доиграйте или покиньте один из них
server-error-shutting-down = сервер останавливается и не открывает новых столов
server-error-not-started = партия ещё не началась
server-error-game-over = партия окончена
server-error-not-your-turn = сейчас не ваш ход
server-error-malformed-move = это не ход: { $detail }
server-error-illegal-move = ход «{ $move }» недопустим: { $reason }
server-error-choose-move = «{ $text }» можно сыграть по-разному: { $options }; наберите номер или один из ходов полностью
server-error-draw-refused = сейчас нельзя предложить ничью или ответить на предложение
server-error-table-full = за столом нет свободных мест
server-error-place-taken = это место занято
server-error-no-such-place = за столом нет такого места
server-error-already-seated = вы уже сидите за этим столом
server-error-not-seated = вы не сидите за этим столом
server-error-game-running = места меняются только между партиями
server-error-undo-not-allowed = за этим столом ходы назад не берут
server-error-nothing-to-undo = у вас нет хода, который можно взять назад
server-error-not-away = компьютер может занять только место того, кто давно отошёл
server-not-away-too-soon = компьютер сможет занять это место через { $wait_secs } с, если игрок так и не вернётся
server-error-taken-over = пока вас не было, ваше место за столом { $table } занял компьютер
server-error-key-changed = ваш ключ сменили на другом устройстве, поэтому здесь вы вышли; чтобы играть здесь, введите новый ключ
server-error-bad-setup = стол не удалось подготовить: { $detail }
server-bad-seats-count = в этой игре { $expected ->
        [one] { $expected } место
        [few] { $expected } места
       *[many] { $expected } мест
    }, а указано { $given }
server-bad-seats-one-me = за одним столом можно занять только одно место
server-error-computer-failed = компьютерный игрок дал сбой
server-error-not-saved = изменение не удалось сохранить, поэтому ничего не изменилось: попробуйте через мгновение
server-error-no-answer = сервер, на котором этот стол, не ответил вовремя, поэтому это могло не выполниться: стол покажет, как обстоят дела, когда сервер снова ответит
server-turn-ended = ход кончается раньше «{ $rest }»; ничего не сыграно

## Почему ничья невозможна
server-draw-not-in-this-game = в этих правилах нет ничьей по согласию
server-draw-game-over = партия окончена
server-draw-not-your-turn = ничью можно предложить только в свой ход
server-draw-no-offer = нет предложения ничьей, на которое можно ответить
server-draw-own-offer = нельзя ответить на своё же предложение
server-draw-not-now = сейчас в партии ничью предложить нельзя
server-draw-already-accepted = вы уже согласились
server-draw-already-offered = ваше предложение ничьей уже ждёт ответа
server-draw-declined = ваше предложение ничьей отклонено: предложите снова после следующего хода

## Варианты правил
server-variant-standard = стандартные правила
server-variant-small = малая доска
server-variant-client = правила Parlour
server-variant-custom = особые правила
server-variant-hand = одна сдача
server-variant-holes = { $holes } лунок

## A page the web door does not have (a mistyped or old address), for a browser
server-page-missing-title = Страница не найдена
server-page-missing = В Parlour нет страницы по адресу { $path }.
server-page-missing-back = Перейти в лобби
