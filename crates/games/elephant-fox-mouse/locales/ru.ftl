# Слон, Лиса и Мышь: слова ходов, рисунка доски, ошибок и варианта. Звери приходят
# как имена (elephant, fox, mouse), чтобы язык мог выбрать нужный падеж; клетки (c3) —
# это запись ходов.

## Звери по имени (elephant, fox, mouse), в том падеже, что нужен фразе
efm-name = { $animal ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}

## Ход
efm-cannot-go = { $mover ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
} не может пойти на { $cell }: { $reason }
efm-eats-wins = { $mover ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
} съедает { $prey ->
    [elephant] Слона
    [fox] Лису
   *[mouse] Мышь
} на { $cell } и побеждает; в живых остаётся { $predator ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}
efm-moves = { $mover ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
} идёт с { $from } на { $cell }
efm-moves-near-prey = { $mover ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
} идёт с { $from } на { $cell }, рядом со своей добычей ({ $prey ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
})
efm-moves-near-predator = { $mover ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
} идёт с { $from } на { $cell }, под удар своего охотника ({ $predator ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
})
efm-moves-near-both = { $mover ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
} идёт с { $from } на { $cell }, рядом со своей добычей ({ $prey ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}) и под удар своего охотника ({ $predator ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
})
efm-last-ate = { $animal ->
    [elephant] Слон съел
    [fox] Лиса съела
   *[mouse] Мышь съела
} { $victim ->
    [elephant] Слона
    [fox] Лису
   *[mouse] Мышь
} на { $cell }
efm-last-moved = { $animal ->
    [elephant] Слон пошёл
    [fox] Лиса пошла
   *[mouse] Мышь пошла
} с { $from } на { $to }

## Рисунок доски
efm-piece = { $name } ({ $letter }) { $cell }
efm-piece-eaten = { $animal ->
    [elephant] Слон ({ $letter }) съеден
    [fox] Лиса ({ $letter }) съедена
   *[mouse] Мышь ({ $letter }) съедена
}
efm-food-chain = Пищевая цепочка: E ест F, F ест M, M ест E.
efm-order = Очерёдность: { $order }.  Полуход { $ply }.
efm-order-cap = Очерёдность: { $order }.  Полуход { $ply } из { $cap }.
efm-last-move = Последний ход: { $move }.
efm-over-eaten = Партия окончена: побеждает { $winner ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}, проигрывает { $loser ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}, в живых остаётся { $survivor ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}.
efm-over-drawn = Партия окончена: ничья для всех ({ $reason }).
efm-to-move = Ходит { $animal ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}.
efm-you-are = Вы — { $animal ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
} ({ $letter }): ваша добыча — { $prey ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}, ваш охотник — { $predator ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}.
efm-marks = + — куда можно пойти, ( ) — добыча, которую можно съесть.

## Почему ход невозможен
efm-expected = клетка, куда идти, например c3 (вертикали a-f, горизонтали 1-6), или её вертикаль и горизонталь числами, например 3 3
efm-standing-still = { $animal ->
    [elephant] Слон уже стоит
    [fox] Лиса уже стоит
   *[mouse] Мышь уже стоит
} на { $cell }, а пропускать ход нельзя
efm-onto-predator = на { $cell } стоит ваш охотник ({ $predator ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}): туда идти нельзя
efm-prey-out-of-reach = добыча ({ $prey ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
}) на { $cell } вне досягаемости: съесть можно только с соседней клетки
efm-diagonal-step = { $cell } — шаг по диагонали: по диагонали ходят, только чтобы съесть
efm-too-far = с { $from } на { $to } не попасть: ход — это 1 или 2 клетки по прямой
efm-path-blocked = путь загораживает { $blocker ->
    [elephant] Слон
    [fox] Лиса
   *[mouse] Мышь
} на { $cell }

## Есть ли у партии предел (после текста правил)
efm-rules-cap = В этой партии погоня ограничена: после { $cap ->
    [one] { $cap } полухода
   *[other] { $cap } полуходов
} (отдельных ходов) без поедания партия кончается ничьей для всех.
efm-rules-no-cap = Предела нет: при осторожной игре погоня может длиться вечно. Только партия, где за всеми местами сидят компьютеры, останавливается после { $cap ->
    [one] { $cap } полухода
   *[other] { $cap } полуходов
} ничьей для всех, чтобы она всегда кончалась.
