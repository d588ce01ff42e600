# `parlour records` и записанная партия текстом (`records show`, `records export --format
# text`, export.txt на сайте).

## Записанная партия текстом
record-title = { $game } ({ $variant }), стол { $table }, партия { $number }
record-draw-offer = { $seat }: предложение ничьей
record-draw-accept = { $seat }: согласие на ничью
record-draw-decline = { $seat }: отказ от ничьей
record-resign = { $seat }: признание поражения
record-take-back = { $seat }: ходов взято назад — { $count } (партия со взятыми назад ходами не идёт в рейтинг)
record-taken-over = { $seat }: игрок ушёл, дальше играл { $computer } (уход из партии — поражение: в рейтинге партия засчитана как проигранная ушедшим)
record-result-draw = Итог: ничья ({ $reason }).
record-result-won = Итог: { $winners } — победа ({ $reason }).
record-left-lost = Уход из партии — поражение: в рейтинге и статистике { $name } проигрывает эту партию.
record-scores = Очки: { $scores }.
record-running = Партия ещё идёт.
record-paused = Партия не закончена: parlour play --resume { $table } продолжит её.
record-abandoned = Партия отменена, без результата.
record-called-off-by = Партия отменена, без результата: игрок { $name } { $how ->
        [resigned] сдался
        [went_away] отошёл, и его место занял компьютер
       *[left] ушёл
    }, когда ещё не все сделали ход.

## `parlour records list`
records-none = В записях нет партий ({ $where }).
records-none-running = Сейчас не идёт ни одна партия ({ $where }).
records-moves =
    { $game ->
        [virus-war]
            { $count ->
                [one] { $count } шаг
                [few] { $count } шага
               *[other] { $count } шагов
            }
       *[other]
            { $count ->
                [one] { $count } ход
                [few] { $count } хода
               *[other] { $count } ходов
            }
    }
records-draw = ничья ({ $reason })
records-won = { $winners } — победа ({ $reason })
records-abandoned = отменена
records-unrated = (без рейтинга: отменяли ход)
records-running = идёт
records-paused = не закончена; продолжить её:
# Between the players of a game in a list: "ann v bob".
records-versus = —

## `parlour records replay`
records-replay-start = --- начало ({ $moves })
records-replay-move = --- { $game ->
        [virus-war] шаг
       *[other] ход
    } { $ply } из { $total }: { $notation }: { $explanation }
records-replay-ask = [Enter] дальше, b назад, число — перейти к { $game ->
        [virus-war] шагу
       *[other] ходу
    }, q выход:
records-replay-again = Введите Enter, b, номер { $game ->
        [virus-war] шага
       *[other] хода
    } или q.

## `parlour records player`, `leaderboard`, `backup`
records-games =
    { $count ->
        [one] { $count } партия
        [few] { $count } партии
       *[other] { $count } партий
    }
records-player-none = законченных партий пока нет
records-player-game = { $games }: побед { $wins }, ничьих { $draws }, поражений { $losses }{ $seats ->
        [3] , выживаний { $survived }
       *[other] {""}
    }
records-rating = рейтинг { $rating } ± { $deviation }
records-leaderboard = { $game }: таблица рейтинга
records-leaderboard-empty = Рейтинговых партий ещё нет: партии за столами сервера оцениваются, когда заканчиваются.
records-provisional = Рейтинг со знаком ? основан менее чем на 5 партиях: он предварительный и стоит в списке после остальных.
records-backup-done = Записи скопированы в { $file }.
records-copied = Скопировано в { $where }: игроков — { $players }, столов — { $tables }, партий — { $games }, ходов и предложений — { $moves }, рейтингов — { $ratings }.{ $players ->
    [0] {""}
   *[other] {" "}Игроки входят туда со своими ключами.
}
records-new-key = Новый ключ игрока { $nick }: { $token }. Передайте его только игроку { $nick }: на веб-странице его вводят в «Уже играли здесь с другого устройства?», в текстовом входе — после TOKEN. Старый ключ больше не действует (сервер, работающий сейчас, забудет его после перезапуска).
