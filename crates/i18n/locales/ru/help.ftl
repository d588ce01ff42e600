# `parlour --help` по-русски: src/help.rs объясняет ключи (команда, её параметр, общий
# параметр). Параметры служебных команд (serve, loadtest, bench, arena, engine, moves)
# остаются английскими, как и руководство администратора.

help-usage = Использование:
help-options = Параметры
help-arguments = Аргументы
help-commands = Команды
help-help = Показать справку
help-version = Показать версию
help-cmd-help = Показать эту справку или справку по командам

## Команды
help-cmd = Пять традиционных игр на веб-странице, в терминале или по сети, с людьми или с сильными компьютерными соперниками: nines, isolo, virus-war, elephant-fox-mouse, tablenette
help-cmd-play = Играть в этом терминале: вдвоём за одним экраном или против компьютера (без игры — меню)
help-cmd-rules = Показать правила игры
help-cmd-moves = Сыграть ходы и показать позицию и разрешённые ходы (интерфейс для скриптов)
help-cmd-arena = Устроить матч между компьютерными игроками и показать итоги
help-cmd-bench = Измерить скорость случайных партий и поиска на одном потоке
help-cmd-engine = Общаться по протоколу движка в стиле UCI через stdin и stdout (только nines; см. docs/nines-engine.md)
help-cmd-serve = Запустить сервер: веб-страница и текстовый вход по TCP с общим лобби (то же самое, если команда не указана)
help-cmd-connect = Подключиться к TCP-серверу Parlour и играть в этом терминале
help-cmd-records = Записи партий: список, показ или выгрузка партии, просмотр в этом терминале
help-cmd-loadtest = Нагрузить работающий на этой машине сервер множеством клиентов WebSocket на заданное время и сообщить о соединениях, памяти, ходах в секунду и задержках
help-cmd-records-list = Последние партии, сначала новые
help-cmd-records-show = Запись партии текстом: кто играл, каждый ход и что он сделал, итог
help-cmd-records-export = Запись партии в JSON (правила, зерно, места, каждый ход и предложение со временем)
help-cmd-records-replay = Воспроизвести партию в этом терминале, позиция за позицией
help-cmd-records-player = Результаты и рейтинги игрока по каждой игре
help-cmd-records-new-key = Выдать игроку новый ключ взамен потерянного (данные браузера стёрты): ключ печатается, чтобы администратор передал его только этому игроку. Старый ключ больше не подходит; работающий сейчас сервер может до перезапуска принимать его от браузера, который уже входил с ним (ключ, который могли видеть другие, игрок меняет сам кнопкой «Новый ключ» — это действует сразу)
help-cmd-records-leaderboard = Лучшие рейтинги в игре
help-cmd-records-backup = Скопировать записи SQLite в новый файл, безопасно и во время работы Parlour (для PostgreSQL — pg_dump)
help-cmd-records-copy = Скопировать все записи (игроков с их ключами, столы, партии, рейтинги) в другие, пустые записи: из файла SQLite в PostgreSQL, когда клуб переходит на несколько узлов (docs/scale-out.md), или обратно. Сначала остановите сервер: то, что он запишет во время копирования, не попало бы в копию

## Общие параметры
help-arg-lang = Язык консоли, текстового входа и текстов записей: en, vi или ru (по умолчанию — из LANGUAGE, LC_ALL или LANG, иначе английский). Каждая веб-страница выбирает свой
help-arg-data = Папка записей (parlour.db). По умолчанию: $PARLOUR_DATA, иначе папка данных пользователя ($XDG_DATA_HOME/parlour или ~/.local/share/parlour)
help-arg-database = Вместо папки — адрес базы: postgres://user@host:port/db (или путь к файлу SQLite)
help-arg-durability = Только для SQLite: normal (сохранённое переживёт аварийное завершение программы; на диск — в течение секунды) или full (каждое сохранение сразу на диск: переживёт отключение питания, медленнее); по умолчанию — normal

## parlour play
help-play--game = Игра: nines, isolo, virus-war, elephant-fox-mouse, tablenette (без неё — меню)
help-play--variant = Вариант правил (см. parlour rules <игра>); по умолчанию — правила Parlour
help-play--seed = Начальное значение (seed) генератора случайных чисел для первой партии: раздачи, начальные позиции, выбор компьютера
help-play--seats = Кто сидит на каждом месте, по порядку мест: human или уровень компьютера (random, easy, medium, hard). По умолчанию: вы против компьютера (medium)
help-play--no_rules = Не показывать правила в начале
help-play--games = Остановиться после указанного числа партий (удобно, когда играют одни компьютеры)
help-play--no_records = Не записывать партии
help-play--resume = Продолжить незаконченную партию, записанную в этой консоли (номер стола, например c4; их показывает parlour records list --running)

## parlour rules
help-rules--game = Игра (без неё — список игр)
help-rules--variant_word = Вариант правил, можно и после игры (parlour rules nines standard, как его принимает RULES текстового входа)
help-rules--variant = Вариант правил

## parlour connect
help-connect--addr = Адрес сервера: имя хоста или IP-адрес с портом или без (по умолчанию 7070), например localhost, 127.0.0.1:7070, example.org:7071; по умолчанию 127.0.0.1

## parlour records …
help-records-list--game = Только эта игра
help-records-list--player = Только партии этого игрока
help-records-list--running = Только идущие партии
help-records-list--limit = Не больше указанного числа партий (по умолчанию 20)
help-records-list--json = Одним массивом JSON
help-records-show--id = Партия: стол и номер, например t3.1 (их показывает parlour records list)
help-records-export--id = Партия, например t3.1
help-records-export--format = json (по умолчанию) или text
help-records-replay--id = Партия, например t3.1
help-records-replay--all = Показать все позиции сразу, не дожидаясь Enter
help-records-replay--seat = Законченная партия со скрытыми картами: показать её так, как видело это место, с его картами (south, north); без этого карты скрыты
help-records-player--nick = Ник
help-records-new-key--nick = Ник
help-records-leaderboard--game = Игра
help-records-backup--to = Новый файл (его ещё не должно быть)
help-records-copy--to = Куда: адрес postgres:// или файл SQLite (новый или без записей)
