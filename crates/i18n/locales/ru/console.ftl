# Консоль: `parlour play` в терминале.

console-you = Вы
console-player-number = Игрок { $number }
# What `parlour connect` says when the server closed the connection
connect-closed = (соединение закрыто)
console-title = === { $name } — { $summary } ===
# The console's commands in this language too, "word=command" (English words work as well).
console-command-words = помощь=help, справка=help, ходы=moves, доска=board, отмена=undo, назад=undo, подсказка=hint, ничья=draw, счёт=score, счет=score, правила=rules, новая=new, сдаюсь=resign, сдаться=resign, выход=quit, выйти=quit, принять=accept, отклонить=decline
console-help-hint = Наберите 'help' (или «помощь») — список команд, 'moves' («ходы») — разрешённые ходы.
console-help-moves =
    Чтобы сделать ход, наберите его в записи игры: несколько частей одного хода
    можно набрать в одной строке через пробел (будут сделаны все или ни одной).
console-help =
    Команды (английское слово или русское):
      moves   ходы        разрешённые ходы
      board   доска       нарисовать доску заново
      undo    отмена      взять назад последний ход
      hint    подсказка   подсказка компьютера
      draw    ничья       предложить ничью (где можно)
      score   счёт        счёт серии
      rules   правила     правила
      new     новая       бросить партию, начать другую
      resign  сдаюсь      сдаться
      help    помощь      этот список
      quit    выход       выйти
console-rules-more = -- дальше: Enter — читать дальше, s — сразу к игре --
console-rules-again = (Во время игры наберите 'rules', чтобы прочитать правила снова.)
console-game-number = --- Партия { $number } ---
console-seating = { $seat }: { $name }
console-abandoned = Партия брошена.
console-play-again = Сыграть ещё? [Y/n]
console-yes-or-no = Введите y (да) или n (нет).
console-offers-draw =
    { $you ->
        [yes] Вы предлагаете ничью.
       *[no] { $name } предлагает ничью.
    }
console-accepts-draw =
    { $you ->
        [yes] Вы соглашаетесь на ничью.
       *[no] { $name } соглашается на ничью.
    }
console-declines-draw =
    { $you ->
        [yes] Вы отказываетесь от ничьей.
       *[no] { $name } отказывается от ничьей.
    }
console-resigns =
    { $you ->
        [yes] Вы сдаётесь.
       *[no] { $name } сдаётся.
    }
console-took-back =
    { $count ->
        [one] Взят назад { $count } ход.
        [few] Взяты назад { $count } хода.
        [many] Взято назад { $count } ходов.
       *[other] Взято назад { $count } хода.
    }
console-plays =
    { $you ->
        [yes] Ваш ход
       *[no] { $name } ходит
    }
console-computer-plays = Ход компьютера ({ $seat }, { $level })
console-forced-pass = { $who }: ходов не осталось, ход переходит к сопернику.
console-secret-cards = { $who }: сейчас будут показаны ваши карты. Нажмите Enter, когда соперник не смотрит.
console-draw-pending = ({ $name } предлагает ничью: наберите 'accept' — согласиться, 'decline' — отказаться, или просто сделайте ход, чтобы отказаться.)
console-legal = Разрешённые ходы: { $moves }
console-abandon-ask = Бросить эту партию? [y — снова с теми же игроками / c — сменить игру или игроков / N — играть дальше]
console-play-on = Играем дальше.
console-cannot-undo = Нельзя взять ход назад: { $why }.
console-cannot-abandon = Нельзя бросить партию: { $why }.
console-no-hint = Подсказки нет: { $why }
console-not-resigned = Сдаться не получилось: { $why }.
console-cannot-offer = Нельзя предложить ничью: { $why }.
console-cannot-answer = Нельзя ответить на предложение ничьей: { $why }.
console-choices =
    { $count ->
        [one] '{ $text }' можно сыграть { $count } способом:
       *[other] '{ $text }' можно сыграть { $count } способами:
    }
console-choose = Наберите номер выбранного варианта.
console-not-played = Ход не сделан: { $why }. (Наберите 'moves' — разрешённые ходы, 'help' — команды.)
console-not-saved = { $why }, поэтому ничего не изменилось; попробуйте ещё раз
console-hint = Подсказка: { $move } ({ $what })
console-hint-turn = Подсказка: { $moves } (наберите в одной строке)
console-accept-ask = { $name }, вы согласны на ничью? [y/N]
console-game-over = Партия окончена.
console-called-off =
    { $you ->
        [yes] Вы сдались, когда ещё не все сделали ход: партия отменена и ни для кого не засчитана.
       *[no] Игрок { $name } сдался, когда ещё не все сделали ход: партия отменена и ни для кого не засчитана.
    }
console-game-over-with = Партия окончена. { $details }
console-drawn = Ничья ({ $reason }).
console-wins =
    { $you ->
        [yes] { $who } побеждаете ({ $reason }).
       *[no] { $who } побеждает ({ $reason }).
    }
console-loses =
    { $you ->
        [yes] { $who } проигрываете.
       *[no] { $who } проигрывает.
    }
console-survives =
    { $you ->
        [yes] { $who } остаётесь в живых.
       *[no] { $who } остаётся в живых.
    }
console-scores = Счёт: { $scores }.
console-series = Счёт серии: { $parts }
console-series-three = { $name }: побед { $wins }, поражений { $losses }, в живых { $survivals }
console-series-wins =
    { $count ->
        [one] { $name }: { $count } победа
        [few] { $name }: { $count } победы
        [many] { $name }: { $count } побед
       *[other] { $name }: { $count } победы
    }
console-series-draws =
    { $count ->
        [one] { $count } ничья
        [few] { $count } ничьи
        [many] { $count } ничьих
       *[other] { $count } ничьей
    }

## Меню `parlour play`
menu-welcome = Добро пожаловать в Parlour.
menu-goodbye = До свидания.
menu-back = Снова в меню.
menu-which-game = Какая игра? [1-5, q — выход]
menu-not-a-game = «{ $choice }» — не игра: наберите её номер (1-5) или название.
menu-variant = Вариант правил: { $variants } [Enter = { $default }, q — назад]
menu-unknown-variant = Варианта «{ $variant }» нет: выберите один из: { $variants }.
menu-human = человек
menu-who-plays = { $seat }: кто играет? { $human } или { $levels } [Enter = { $default }, q — назад]
menu-unknown-player = Неизвестный игрок «{ $answer }»: наберите «{ $human }» или один из: { $levels }.
console-recorded = Записано как стол { $id }; его партии покажет команда:
console-going-on = Продолжаем стол { $id }.
console-taken-elsewhere = Стол { $id } теперь играют в другом окне (parlour play --resume { $id }): здесь игра останавливается, и отсюда больше ничего не сохраняется.

## `parlour rules`
rules-games = Игры (parlour rules <игра> печатает правила одной из них):
rules-variants = Варианты: { $variants } (по умолчанию { $default }).
rules-levels = Уровни компьютера: { $levels }.

# Отказы командной строки (`parlour play`, `parlour rules`, `parlour records`).
cli-error = ошибка: { $message }
cli-unknown-lang = «{ $code }» — не язык Parlour: выберите en, vi или ru
# Что командная строка получила и не смогла прочесть (опечатка в параметре или команде).
cli-unknown-command = неизвестная команда «{ $command }»
cli-unknown-option = неизвестный параметр «{ $option }»
cli-no-value = параметру { $option } нужно значение
cli-bad-value = «{ $value }» — не значение для { $option }
cli-bad-value-why = «{ $value }» — не значение для { $option }: { $why }
cli-why-whole-number = нужно целое число, 0 или больше
cli-why-too-large = слишком большое число
cli-why-at-least-one = нужно целое число, 1 или больше
cli-why-database = Parlour хранит записи в файле SQLite или в PostgreSQL (postgres://…), а не по адресу { $kind }
cli-why-database-slashes = похоже на адрес, в котором пропущена косая черта: пишите { $scheme }://…
cli-values = возможные значения: { $values }
cli-missing = не хватает: { $what }
cli-conflict = { $option } нельзя задать вместе с { $other }
cli-extra = «{ $value }» здесь лишнее
cli-did-you-mean = может быть, «{ $suggestion }»?
cli-see-help = см. «{ $command } --help»
cli-seats-count = в игре { $game } { $seats ->
        [one] { $seats } место
        [few] { $seats } места
       *[other] { $seats } мест
    } ({ $names }), а в --seats указано { $count }
cli-unknown-seat = неизвестное место «{ $seat }»: укажите human или один из уровней: { $levels }
cli-no-console-table = в записях нет незаконченного консольного стола «{ $table }» ({ $where })
cli-server-table = «{ $table }» — стол сервера: его игроки возвращаются к нему через сервер
cli-table-over = на консольном столе «{ $table }» партия не идёт: его партии окончены (parlour records list покажет их; parlour play начнёт новую)
cli-table-closed = консольный стол «{ $table }» тем временем закрыт
cli-not-a-game-id = «{ $id }» — не партия из записей: пишите так: t3.1 (стол t3, партия 1)
cli-table-not-game = «{ $id }» — это стол, а не партия: укажите партию, { $id }.1 — его первая
cli-no-records = записей в { $path } нет (с этой папкой данных ещё ничего не сыграно; другую выбирает --data)
cli-no-records-file = в { $path } нет записей (в этом файле ещё не сохранено ни одной партии; --database укажет другой)
cli-records-read-only = записи в { $where } нельзя изменять (диск только для чтения или чужая папка): партии туда не сохранить; выберите папку, куда программа может писать, через --data (parlour records их по-прежнему прочтёт)
cli-no-game = партии { $id } в записях нет ({ $where })
cli-no-player = игрока «{ $nick }» в записях нет
cli-no-player-results = игрока «{ $nick }» в записях нет (итоги есть у игроков столов сервера; консольные партии показывает parlour records list)
cli-replay-no-seat = «{ $seat }» — не место в этой игре (её места: { $seats })
cli-hidden-running = в этой игре карты скрыты, а партия ещё идёт: её запись можно выгрузить, когда она закончится
cli-unknown-format = неизвестный формат «{ $format }»: выберите json или text
cli-backup-postgres = эти записи хранятся в PostgreSQL: сделайте копию с помощью pg_dump
cli-backup-exists = { $file } уже существует: выберите новый файл
cli-backup-no-folder = папки { $folder } для копии нет: сначала создайте её или выберите другую
cli-copy-not-empty = в { $where } уже есть записи (игроков — { $players }, столов — { $tables }): копировать можно только в новые записи (новый файл или новую базу PostgreSQL)
cli-copy-same = { $where } — это и есть записи, из которых копируют: копируйте в другие
cli-copy-folder = --to указывает на папку: укажите файл записей, например { $file }
cli-copy-no-folder = папки { $folder } для копии нет: сначала создайте её или выберите другую
cli-copy-into-error = записи, в которые копируют ({ $where }), не открываются: { $why }
cli-copy-failed = копирование не удалось, ничего не скопировано: { $why }
cli-copy-server-running = записями в { $where } пользуется сервер Parlour (процесс { $process }): сначала остановите его (то, что он запишет во время копирования, не попало бы в копию)
cli-copy-servers-running = базой { $where } пользуется сервер Parlour или узлы: сначала остановите их (то, что они запишут во время копирования, не попало бы в копию)
cli-copy-memory = записи в памяти исчезнут вместе с программой: копируйте в файл или в базу PostgreSQL
cli-copy-read-only = записи в { $where } недоступны для изменения (диск только для чтения или чужая папка): укажите в --to записи, в которые эта программа может писать
# Ошибки хранилища ({ $why } — слова самой базы, как есть)
cli-store-open = записи не открываются: { $why }
cli-store-full = диск с записями переполнен
cli-store-read-only = записи доступны только для чтения
cli-store-locked = записи заблокированы другой программой
cli-store-unavailable = база записей недоступна: { $why }
cli-store-nick-taken = ник «{ $nick }» занят
cli-store-nick-look-alike = ник «{ $nick }» похож на «{ $like }», а такой игрок уже есть
cli-store-corrupt = в записях есть что-то нечитаемое: { $why }
cli-store-closed = записи закрыты
cli-store-not-keeper = стол { $table } теперь ведёт другой узел
cli-store-other = записи не удалось сохранить: { $why }
cli-move-refused = ход { $number } «{ $move }» не принят: { $why }
cli-unknown-player = нет игрока «{ $player }»: выберите один из: { $levels }
cli-no-engine = у игры «{ $game }» нет протокола движка (он есть только у «Мельницы»)
connect-failed = не удалось подключиться к { $address }: { $why }
connect-bad-port = «{ $port }» — не номер порта (1–65535)
connect-no-host = не указан хост: пишите, например, localhost или 127.0.0.1:7070
connect-unknown-host = хост «{ $host }» не найден: { $why }
connect-no-address = у хоста «{ $host }» нет адреса
