# Слова, общие для всех интерфейсов: игры, места, компьютер, итоги, причины, перечисления.

## Перечисления
list-separator = {", "}
list-and = { $items } и { $last }

## Игры
game-name-nines = Мельница
game-summary-nines = девять фишек у каждого: ставьте их, стройте мельницы по три в ряд, снимайте фишки соперника
game-name-isolo = Исоло
game-summary-isolo = игра народа бемба из Замбии: сейте семена по своему ряду, берите чужие, опустошите ряд соперника
game-name-virus-war = Война вирусов
game-summary-virus-war = две колонии вирусов размножаются и убивают друг друга, три шага за ход
game-name-elephant-fox-mouse = Слон, Лиса и Мышь
game-summary-elephant-fox-mouse = три зверя гоняются друг за другом по пищевой цепочке на доске 6×6
game-name-tablenette = Табланет
game-summary-tablenette = карточная игра для двоих: берите карты по достоинству и парами, очищайте стол
variant-about-nines-client = Правила Parlour: фишки не летают; фишку в мельнице снять нельзя; проигрывает тот, у кого нет фишек или ходов; ничья по соглашению.
variant-about-nines-standard = Обычная мельница: когда у игрока остаётся три фишки, они летают; когда все фишки в мельницах, снять можно любую; проигрывает тот, у кого осталось две фишки или нет ходов; ничья после 200 ходов.
variant-about-virus-war-standard = Доска 10×10, три шага за ход.
variant-about-virus-war-small = Доска 6×6 с теми же правилами: партия на несколько минут, чтобы научиться.
variant-about-tablenette-client = Сдачи идут, пока после одной из них чей-то счёт не превысит 251: побеждает тот, у кого очков больше (при равенстве игра продолжается).
variant-about-tablenette-hand = Одна сдача: побеждает тот, у кого очков больше (при равенстве — ничья).

## Места
seat-white = Белые
seat-black = Чёрные
seat-south = Юг
seat-north = Север
seat-x = Крестики
seat-o = Нолики
seat-elephant = Слон
seat-fox = Лиса
seat-mouse = Мышь

## Компьютер
level-random = случайный
level-easy = лёгкий
level-medium = средний
level-hard = сильный
computer-name = Компьютер ({ $level })
computer-name-numbered = Компьютер ({ $level }) { $number }
name-in-seat = { $name } ({ $seat })

## Итоги
result-wins = { $name } побеждает

## Почему игра окончена (коротко, как в «побеждает (соперник сдался)»)
reason-blockade = блокировка
reason-elimination = не осталось фишек
reason-too-few-men = слишком мало фишек
reason-repetition = троекратное повторение
reason-turn-limit = лимит ходов
reason-no-removal-limit = долго без снятия фишек
reason-agreement = по согласию
# Не «сдача»: в Табланете так называется раздача карт.
reason-resignation = соперник сдался
reason-left = игрок ушёл
reason-eaten = добыча съедена
reason-ply-cap = лимит ходов
reason-destruction = колония уничтожена
reason-double-pass = оба пропустили ход
reason-board-full = доска заполнена
reason-row-emptied = ряд опустел
reason-endless-laps = бесконечный посев
reason-equal-hands = поровну очков за сдачу
reason-higher-hand = больше очков за сдачу
reason-over-251 = больше 251 очка
reason-hand-limit = лимит сдач
