# Текстовый вход по TCP (`nc`, `parlour connect`): слова после метки каждой строки. Сами
# метки (WELCOME, NICK, …) и слова `ключ=значение` остаются английскими: их читают программы.

tcp-server-full = сервер заполнен ({ $limit } подключений); попробуйте позже
tcp-address-full = слишком много подключений с вашего адреса ({ $limit }); закройте одно или попробуйте позже
tcp-welcome = Добро пожаловать в Parlour! Здесь есть игры: { $games }. Этот вход сажает вас за стол игры «{ $game }»: { $summary } (игроков в партии: { $players }). Наберите HELP в любой момент.
tcp-game-in-list = «{ $name }»
tcp-nick-prompt = Выберите ник (1–10 букв, цифр или _) или наберите TOKEN <токен>, чтобы вернуться:
tcp-nick-first = сначала выберите ник: наберите его одним словом, например anna (потом заработает { $command }), или TOKEN <токен>, чтобы вернуться:
tcp-nick-alone = какой ник? Наберите его отдельно (ann) или после NICK (NICK ann; чтобы зваться nick — NICK nick)
tcp-token-alone = наберите токен после TOKEN (TOKEN 26e97a…) или выберите ник
tcp-flood-bye = слишком много строк; соединение закрывается
tcp-slow-down = слишком много строк; помедленнее (не больше { $rate } в секунду)
tcp-idle-bye = { $quiet } ничего не набрано, а вы не сидите ни за одним столом; до свидания
tcp-minutes = { $n } мин
tcp-seconds = { $n } с
tcp-shutdown-bye = сервер останавливается; ваша партия сохранена: вернитесь с TOKEN, когда он снова заработает
tcp-shutdown-bye-node = этот сервер останавливается; ваша партия сохранена: подключитесь снова (другой сервер клуба сразу вернёт вас к ней по TOKEN)
tcp-signed-out-bye = ваш токен сменили в другом подключении (ключ на веб-странице — тот же токен), поэтому здесь вы вышли; возвращайтесь с TOKEN и новым токеном
tcp-help =
    - Во время игры: в свой ход наберите ход в нотации игры; BOARD снова
      покажет доску, MOVES — ваши возможные ходы; DRAW предлагает ничью,
      ACCEPT или DECLINE отвечают на предложение; RESIGN — сдаться; TAKEOVER
      <место> отдаёт место отошедшего компьютеру; READY — вы готовы к
      следующей партии (после партии сервер говорит это за вас).
    - Столы: TABLES — список; PLAY <игра> сажает за быструю партию (nines,
      isolo, virus-war, elephant-fox-mouse, tablenette); NEW <игра> [вариант]
      <места> открывает стол, по слову на место: me, open, easy, medium, hard
      или random (NEW nines me hard); JOIN <стол> — сесть, WATCH <стол> —
      смотреть, LEAVE — уйти (во время партии это значит сдаться),
      LEAVE <стол> — уйти из-за того стола.
    - TOKEN <токен> на вопрос о нике возвращает ваши места (NEWKEY выдаёт
      новый, если токен видели другие); QUIT — выйти (место вас подождёт).
      LANG <код> меняет язык (en, vi, ru); просто LANG — список языков.
    - RULES [игра] [вариант] — правила игры и уровни компьютера (просто RULES
      — вашего стола).
tcp-rules-which-game = назовите игру: RULES nines (или RULES nines standard для варианта)
tcp-help-tags = Строки сервера начинаются с метки: { $tags }.
tcp-line-too-long = неверный ввод: строка не длиннее { $limit ->
    [one] { $limit } байта
   *[other] { $limit } байт
}; эта не прочитана
tcp-goodbye = до свидания
tcp-goodbye-seated = до свидания (ваше место ждёт вас: вернитесь с TOKEN)
tcp-no-game = за вашим столом сейчас не играют
tcp-watching = вы смотрите стол { $table }
tcp-which-table = какой стол? наберите { $command } и его номер, например { $command } t3 (TABLES покажет столы)
tcp-stopped-watching = вы больше не смотрите стол { $table }; наберите PLAY или TABLES
tcp-you-left = вы ушли из-за стола { $table }; наберите PLAY или TABLES
tcp-you-left-other = вы ушли из-за стола { $table }; вы по-прежнему за столом { $here }
tcp-not-at-table = у вас нет места за столом { $table } (ваши показывает TABLES)
tcp-move-elsewhere = за вашим другим столом { $table } началась партия ({ $game }), и там ждут вашего хода: JOIN { $table }, когда закончится партия здесь, или LEAVE { $table }
tcp-already-named = вы уже { $nick }
tcp-not-seated = вы не сидите ни за одним столом: наберите PLAY, TABLES или HELP
tcp-unknown-command = «{ $command }» — здесь не команда: их список даёт HELP (ход набирают в свой ход во время партии)
tcp-busy-playing = вы играете партию за столом { $table }: сначала доиграйте её, сдайтесь (RESIGN) или покиньте стол (LEAVE)
tcp-not-a-move = неверный ввод: это не ход (строка из { $length } символов); введите ход ещё раз
tcp-hello = Здравствуйте, { $nick }. Ваш токен — { $token }: если связь прервётся, наберите TOKEN { $token } на вопрос о нике, чтобы вернуть своё место.
tcp-new-key = Ваш новый токен: { $token }. Старый больше не действует, а другие подключения с ним закрыты. Возвращайтесь с TOKEN { $token }.
tcp-back-at = снова за столом { $table }
tcp-replaced = место игрока { $who }, который отсутствовал, занял компьютер и играет дальше
tcp-you-were-replaced = пока вас не было, ваше место за столом { $table } занял компьютер
tcp-now-at = теперь вы за столом { $table } (TABLES покажет остальные)
tcp-also-seated = ваши другие столы: { $tables }; JOIN <стол> перенесёт вас туда
tcp-seat-kept = за столом { $table } партия началась раньше, чем вы ушли: ваше место там сохранено (JOIN { $table }, чтобы играть)
tcp-nick-again = { $error }:
tcp-nick-another = { $error }; выберите другой ник:
tcp-no-quick-table = не нашлось быстрого стола для вас; наберите PLAY ещё раз
tcp-new-which-game = укажите игру: NEW nines me hard
tcp-new-seats = в игре { $game } мест: { $count }, а указано: { $given }; по слову на место: me, open или уровень компьютера ({ $levels }), например { $example }
tcp-table-open = стол { $table } открыт
tcp-how-to-join = другие занимают свободное место командой JOIN { $table } у этого входа, по ссылке на стол (#/table/{ $table }) или из «Открытых столов» на веб-странице
tcp-no-tables = столов нет: наберите PLAY или NEW, чтобы открыть
tcp-takeover-nowhere = вы не сидите ни за одним столом
tcp-takeover-whom = укажите чьё место: TAKEOVER <место>
tcp-takeover-no-seat = за вашим столом нет места «{ $who }»: TAKEOVER { $seats }
tcp-table-closed = стол { $table } закрыт ({ $reason }); наберите PLAY или TABLES
tcp-closed-closed = закрыт
tcp-closed-abandoned = все ушли
tcp-malformed = неверный ввод: { $error }; введите ход ещё раз
tcp-illegal = недопустимый ход: { $error }; введите ход ещё раз
tcp-not-your-turn = сейчас ходит { $who }, а не вы; дождитесь своего хода
tcp-another-player = другой игрок
tcp-draw-refused = отказано: { $error }
tcp-game-begins = «{ $game }»: начинается партия { $number }: { $seats }; порядок ходов: { $order }; { $you }
tcp-game-under-way = «{ $game }»: идёт партия { $number }, { $moves ->
        [one] сыгран { $moves } ход
        [few] сыграно { $moves } хода
       *[other] сыграно { $moves } ходов
    }: { $seats }; порядок ходов: { $order }; { $you }
tcp-you-are = вы — { $seat }
tcp-you-watch = вы зритель
tcp-taken-back =
    { $count ->
        [one] { $count } ход взят назад
        [few] { $count } хода взяты назад
       *[other] { $count } ходов взято назад
    }
tcp-played = { $who }: ход { $move } — { $text }
tcp-draw-offered = { $who } предлагает ничью
tcp-draw-declined = { $who }: отказ от ничьей; играем дальше
tcp-draw-lapsed = { $who }: ход вместо ответа, предложение ничьей снято
tcp-draw-accepted-by = согласны: { $who }
tcp-draw-answer = наберите ACCEPT или DECLINE (или просто сходите, чтобы отказаться)
tcp-draw-off = предложения ничьей больше нет; играем дальше
tcp-gone = игрок { $who } отошёл: соединение закрылось
tcp-back = игрок { $who } вернулся
tcp-away = { $who } отсутствует уже { $secs } с: TAKEOVER { $seat } отдаст место компьютеру
tcp-waiting = ждём игроков { $count }/{ $seats }
tcp-waiting-ready = ждём, когда игроки будут готовы к следующей партии: готовы { $count }/{ $seats } (на веб-странице нажимают «Следующая партия»; здесь READY за вас говорит сервер)
tcp-bots-after = (компьютер займёт свободные места через { $secs } с)
tcp-board-lines =
    { $count ->
        [one] { $count } строка далее
        [few] { $count } строки далее
       *[other] { $count } строк далее
    }
tcp-tag-you = (вы)
tcp-tag-computer = (компьютер, { $level })
tcp-tag-away = (отошёл)
tcp-your-turn = ваш ход ({ $seat })
tcp-enter-move = введите ход (вы — { $seat }; возможные: { $moves })
tcp-their-turn = ходит { $who }; подождите
tcp-last-game = за этим столом окончена партия { $number } игры «{ $game }»: { $result }
tcp-ready-mid-game = идёт партия: READY говорят между партиями (после каждой партии сервер говорит его за вас)
tcp-over = партия окончена
tcp-called-off = партия отменена: ещё не все сделали ход; она ни для кого не засчитана
tcp-called-off-by = партия отменена: игрок { $name } { $how ->
        [resigned] сдался
        [went_away] отошёл, и его место занял компьютер
       *[left] ушёл
    }, когда ещё не все сделали ход; она ни для кого не засчитана
tcp-end-draw = ничья ({ $reason })
tcp-end-winner = победитель: { $who }
tcp-end-loser = проигравший: { $who }
tcp-end-survivor = выживший: { $who }
tcp-end-reason = ({ $reason })
tcp-end-scores = очки { $scores }
tcp-languages = языки: { $list }; сейчас { $current }. Наберите LANG <код>, чтобы сменить.
tcp-language-set = язык: { $name }
tcp-no-such-language = «{ $code }» — не язык этого сервера: en, vi или ru
