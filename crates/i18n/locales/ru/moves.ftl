# Ходы и причины отказа, общие для всех игр (слова самих игр — в
# crates/games/<game>/locales).

## Сделанный ход, когда игре нечего к нему добавить
move-notation = { $move }

## Текст, который не является ходом
move-empty = ход не указан
move-malformed = «{ $text }» — не ход: ожидается { $expected }
move-inconsistent = «{ $text }»: { $reason }
move-ambiguous = «{ $text }» может означать { $options }; уточните

## Ход, который не был сделан
play-game-over = партия окончена
play-illegal = ход «{ $text }» невозможен: { $reason }
play-choice = «{ $text }» можно сыграть { $count ->
    [one] { $count } способом
   *[other] { $count } способами
}: { $options }; введите номер или один из ходов полностью
play-turn-ended = ход переходит к сопернику раньше, чем «{ $rest }»; ничего не сыграно

## Предложение ничьей, которое невозможно
draw-not-in-this-game = в этой игре нет ничьей по соглашению
draw-game-over = партия окончена
draw-not-your-turn = ничью предлагают в свой ход
draw-no-offer = ничью никто не предлагал
draw-own-offer = нельзя ответить на собственное предложение
draw-not-now = по этим правилам сейчас ничью предложить нельзя
draw-already-accepted = вы уже приняли это предложение
draw-already-offered = ваше предложение ничьей уже ждёт ответа
draw-declined = ваше предложение ничьей отклонено: снова предложить её можно после вашего следующего хода

## Что не позволяет стол
table-not-started = партия ещё не началась
table-not-your-turn = сейчас не ваш ход
table-no-open-place = за столом нет свободных мест
table-place-taken = место { $place } занято
table-no-such-place = за столом нет места { $place }
table-already-seated = вы уже сидите за этим столом
table-not-seated = вы не сидите за этим столом
table-game-running = места меняются только между партиями
table-undo-not-allowed = здесь ходы не возвращают: { $why }
table-undo-cards-seen = карты уже видны, и возврат хода позволил бы подсмотреть
table-undo-for-real = за этим столом играют всерьёз
table-undo-practice-only = только в тренировке против компьютера
table-nothing-to-undo = у вас нет хода, который можно вернуть
table-undo-before-resume = ваш последний ход был сделан до того, как партию продолжили (или место занял компьютер): вернуть можно только ходы, сделанные после этого
table-setup = { $why }
table-computer = компьютерный игрок дал сбой: { $why }
table-replay = записанную партию не удаётся воспроизвести: { $why }
