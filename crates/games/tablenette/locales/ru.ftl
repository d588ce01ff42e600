# Табланет: слова ходов, рисунка стола, ошибок и вариантов. Карты записаны как в
# записи ходов (K♣, 10♦); места — общие `seat-south` / `seat-north`.

## Ход
tablenette-trail = { $card } сброшена на стол
tablenette-jack-laid = { $card } положен на пустой стол
tablenette-sweep = { $card } забирает весь стол: { $taken } — { $points ->
    [0] без очков
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, валет Табланета не приносит
tablenette-took-tablenette = { $card } берёт { $taken } — Табланет: { $tablenette ->
    [one] { $tablenette } очко
    [few] { $tablenette } очка
   *[many] { $tablenette } очков
}, { $points ->
    [0] за карты очков нет
    [one] за карты ещё { $points } очко
    [few] за карты ещё { $points } очка
   *[many] за карты ещё { $points } очков
}
tablenette-took = { $card } берёт { $taken } — { $points ->
    [0] без очков
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
tablenette-hand-ends = { $play }; сдача окончена, и { $cards } { $count ->
    [one] достаётся
   *[other] достаются
} игроку { $seat }
tablenette-not-legal = { $play } — невозможный ход: { $reason }

## Почему ход невозможен
tablenette-not-in-hand = у вас нет { $card }
tablenette-not-on-table = на столе нет { $card }
tablenette-jack-takes-all = валет забирает весь стол, если стол не пуст
tablenette-leaves-same-rank = взятие картой { $played } забирает все карты её достоинства, а { $left } осталась
tablenette-too-many = взятие картой { $card } забирает карты её достоинства и не больше одной пары
tablenette-wrong-sum = дополнительные карты, взятые картой { $card }, должны быть парой с суммой { $value }
tablenette-expected-play = карта, например 7H, чтобы сбросить, или взятие, например KC:10D+4S+KH+KS
tablenette-listed-twice = { $card } указана дважды

## Как кончается вариант (после текста правил)
tablenette-rules-game = Конец игры: очки складываются по сдачам, сдающий меняется. После сдачи побеждает игрок, набравший больше 251 очка (если больше 251 у обоих — тот, у кого больше; при равенстве игра продолжается).
tablenette-rules-hand = В этом варианте играется одна сдача: побеждает тот, кто набрал в ней больше очков, при равенстве — ничья.
tablenette-rules-limit = Партия одних компьютеров заканчивается после { $limit ->
    [one] { $limit } сдачи
   *[other] { $limit } сдач
}: побеждает тот, у кого больше очков.

## Уровни компьютера (после того, как кончается вариант)
tablenette-levels = Уровни компьютера (ни один из них не видит ни ваших карт, ни колоды и не ошибается нарочно):
tablenette-level-easy = { $level }: играет то, что сразу приносит больше всего очков (любое взятие лучше сброса, а сбрасывает карту, которую меньше всего жалко отдать), и бережёт валета, а не забирает им одну-две почти ничего не стоящие карты. Карт не считает и о вашем ответе не думает.
tablenette-level-medium = { $level }: сравнивает, сколько ход приносит сразу, с тем, сколько вы можете рассчитывать забрать со стола, который он оставит, и для этого считает карты, которых ещё не видел. Дальше вашего ответа не заглядывает.
tablenette-level-hard = { $level }: { $search } { $last }
tablenette-level-search = перед каждым ходом { $deals ->
    [one] { GROUPED($deals) } раз
    [few] { GROUPED($deals) } раза
   *[many] { GROUPED($deals) } раз
} разыгрывает остаток сдачи, каждый раз по-своему угадывая, где лежат карты, которых он не видит (более вероятные расклады — чаще, судя по вашим ходам в этом круге), а за вас играет так, как сыграл бы уровень «{ $medium }».
tablenette-level-exact = В последнем круге, когда карты, которых он не видел, — это ровно те, что у вас на руке, он точно рассчитывает лучший ход.
tablenette-level-no-exact = Последний круг он играет так же.

## Рисунок стола
tablenette-over-after = Табланет — игра окончена после { $hands ->
    [one] { $hands } сдачи
   *[other] { $hands } сдач
}
tablenette-hand-round = Табланет — сдача { $hand }, круг { $round } из 4 — сдаёт { $dealer }
tablenette-scores-one-hand = Счёт: Юг { $south }, Север { $north }   (одна сдача)
tablenette-scores-to-251 = Счёт: Юг { $south }, Север { $north }   (для победы: больше 251)
tablenette-last-hand = Прошлая сдача: Юг { $south }, Север { $north }
tablenette-pile = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
tablenette-pile-most = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, +{ $most } за большинство карт
tablenette-pile-tablenette = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, Табланет { $tablenette }
tablenette-pile-most-tablenette = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, +{ $most } за большинство карт, Табланет { $tablenette }
tablenette-last-cards = { $count ->
    [one] последняя карта { $cards } досталась
   *[other] последние карты { $cards } достались
} игроку { $seat }
tablenette-so-far = В этой сдаче пока:
tablenette-deck = Колода: { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}
tablenette-deck-bottom = Колода: { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
} ({ $bottom } внизу)
tablenette-table = стол
tablenette-table-empty = (пусто)
tablenette-tag-you = вы
tablenette-tag-dealer = сдаёт
tablenette-tag-to-move = ходит
tablenette-last-play = Последний ход: { $seat } — { $play }
tablenette-last-taker = Последним брал: { $seat }
tablenette-verdict-wins = { $seat } побеждает со счётом { $high }:{ $low }
tablenette-verdict-draw = ничья со счётом { $score }:{ $score }
tablenette-game-over = Игра окончена ({ $reason }): { $verdict }.
tablenette-to-move = Ходит { $seat }.
tablenette-typing = Введите карту, чтобы сбросить (7H), или взятие (KC:10D+4S); C=♣ D=♦ H=♥ S=♠.
