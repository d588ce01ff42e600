# Исоло: слова ходов, рисунка доски, ошибок и вариантов. Места — общие `seat-south` /
# `seat-north` (Юг, Север); имена лунок (S3, N14) — это запись ходов.

## Ход, круг за кругом
isolo-lap = круг { $number }: { $sown } { $span }; { $then }
isolo-sown-first = в { $hole } добавлено семя из запаса, и { $seeds ->
    [one] { $seeds } семя посеяно
    [few] { $seeds } семени посеяны
   *[many] { $seeds } семян посеяно
}
isolo-sown = { $seeds ->
    [one] { $seeds } семя посеяно
    [few] { $seeds } семени посеяны
   *[many] { $seeds } семян посеяно
}
isolo-sown-captured = { $seeds ->
    [one] { $seeds } взятое семя посеяно
    [few] { $seeds } взятых семени посеяны
   *[many] { $seeds } взятых семян посеяно
}
isolo-span = от { $from } до { $to }
isolo-span-rounds = от { $from } до { $to }, { $rounds ->
    [one] обойдя ряд { $rounds } раз
    [few] обойдя ряд { $rounds } раза
   *[many] обойдя ряд { $rounds } раз
}
isolo-then-sleep = лунка { $hole } была пуста: ход засыпает
isolo-then-relay = напротив пустая лунка { $facing }, поэтому эстафета: { $seeds ->
    [one] поднято { $seeds } семя
    [few] подняты { $seeds } семени
   *[many] поднято { $seeds } семян
} из { $hole }
isolo-then-capture = { $seeds ->
    [one] взято { $seeds } семя
    [few] взяты { $seeds } семени
   *[many] взято { $seeds } семян
} из { $hole }
isolo-then-capture-wins = { $seeds ->
    [one] взято { $seeds } семя
    [few] взяты { $seeds } семени
   *[many] взято { $seeds } семян
} из { $hole }: { $enemy } остаётся без семян, { $side } побеждает
isolo-then-mwipinda = взято единственное семя из { $hole } (мвипинда), оно кладётся в { $into }, и оттуда { $seeds ->
    [one] поднимается { $seeds } семя
    [few] поднимаются { $seeds } семени
   *[many] поднимается { $seeds } семян
}
isolo-cannot-play = { $side } не может сыграть { $hole }: { $reason }

## Рисунок доски
isolo-row = { $side }: { $seeds ->
    [one] { $seeds } семя
    [few] { $seeds } семени
   *[many] { $seeds } семян
}
isolo-row-yours = { $side } (вы): { $seeds ->
    [one] { $seeds } семя
    [few] { $seeds } семени
   *[many] { $seeds } семян
}
isolo-last-move = Последний ход: { $side } сыграл { $hole }: { $laps ->
    [one] { $laps } круг
    [few] { $laps } круга
   *[many] { $laps } кругов
}.
isolo-last-move-captured = Последний ход: { $side } сыграл { $hole }: { $laps ->
    [one] { $laps } круг
    [few] { $laps } круга
   *[many] { $laps } кругов
}, { $seeds ->
    [one] взято { $seeds } семя
    [few] взяты { $seeds } семени
   *[many] взято { $seeds } семян
}.
isolo-last-move-emptied = Последний ход: { $side } сыграл { $hole }: { $laps ->
    [one] { $laps } круг
    [few] { $laps } круга
   *[many] { $laps } кругов
}, { $seeds ->
    [one] взято { $seeds } семя
    [few] взяты { $seeds } семени
   *[many] взято { $seeds } семян
}, ряд соперника опустел.
isolo-to-move = Ходит { $side } (ход { $number }).
isolo-to-move-not-allowed = Ходит { $side } (ход { $number }). Нельзя (сеяли бы без конца): { $holes }.
isolo-over-row-emptied = Партия окончена: { $loser } без семян. { $winner } побеждает.
isolo-over-endless = Партия окончена: у стороны «{ $loser }» любая лунка сеяла бы без конца. { $winner } побеждает.
isolo-over-cap = Партия окончена: достигнут предел в { $plies ->
    [one] { $plies } ход
    [few] { $plies } хода
   *[many] { $plies } ходов
}. Ничья.

## Почему ход невозможен
isolo-no-such-hole = лунки { $hole } нет: лунки пронумерованы от 1 до { $holes }
isolo-empty-hole = лунка { $hole } пуста
isolo-endless-hole = посев из лунки { $hole } шёл бы по кругу без конца, поэтому так ходить нельзя
isolo-expected-hole = номер лунки от 1 до { $holes }, например 3 (или { $letter }3)
isolo-not-your-row = сейчас ходит { $side }: выберите лунку своего ряда, от { $letter }1 до { $letter }{ $holes }

## Что задаёт вариант (после текста правил)
isolo-rules-holes = В этой партии в каждом ряду { $holes } лунок: крайние — 1, 2, { $before-last } и { $holes }, а ход из лунки { $before-last } начинает посев с лунки { $holes }.
isolo-rules-forced = При { $holes } лунках в ряду исход решён заранее: перебор доказывает, что Юг, который ходит первым, выигрывает не более чем за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
} ({ $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
} Юга), как бы ни играл Север. Играйте, чтобы увидеть, как это делается, а не ради честного состязания.
isolo-rules-cap = В этой партии играют только компьютеры, поэтому после { $cap ->
    [one] { $cap } хода
   *[other] { $cap } ходов
} она заканчивается вничью.

## Уровни компьютера (после того, что задаёт вариант)
isolo-levels = Уровни компьютера:
isolo-level = { $level }: { $sight } { $error }.
isolo-level-sight = смотрит на { $moves ->
    [1] 1 ход вперёд (свой)
    [2] 2 хода вперёд (свой ход и ответ)
    [3] 3 хода вперёд (свой ход, ответ и свой следующий ход)
   *[other] { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    } вперёд ({ $own ->
        [one] { $own } свой
       *[other] { $own } своих
    } и { $replies ->
        [one] { $replies } ответный
       *[other] { $replies } ответных
    })
}
isolo-level-error = и ошибается в оценке каждого хода на случайную величину до { $seeds ->
    [one] { $seeds } семени
   *[other] { $seeds } семян
}
isolo-level-error-half = и ошибается в оценке каждого хода на случайную величину до половины семени
isolo-level-error-and-half = и ошибается в оценке каждого хода на случайную величину до { $seeds },5 семени
isolo-level-no-error = и не ошибается нарочно
