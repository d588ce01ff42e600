# Nước đi và lý do bị từ chối, chung cho mọi trò chơi (lời riêng của từng trò nằm trong
# crates/games/<game>/locales).

## Một nước đã đi, khi trò chơi không nói gì thêm
move-notation = { $move }

## Chữ gõ vào không phải là một nước đi
move-empty = chưa nhập nước đi nào
move-malformed = '{ $text }' không phải là một nước đi: cần { $expected }
move-inconsistent = '{ $text }': { $reason }
move-ambiguous = '{ $text }' có thể là { $options }; hãy nói rõ nước nào

## Nước đi không được thực hiện
play-game-over = ván đã kết thúc
play-illegal = không được đi '{ $text }': { $reason }
play-choice = '{ $text }' có { $count } cách đi: { $options }; gõ một số, hoặc gõ đầy đủ một trong các nước đó
play-turn-ended = lượt đã hết trước '{ $rest }'; không nước nào được đi

## Lời đề nghị hòa không thực hiện được
draw-not-in-this-game = trò này không có hòa theo thỏa thuận
draw-game-over = ván đã kết thúc
draw-not-your-turn = chỉ được đề nghị hòa trong lượt của mình
draw-no-offer = chưa ai đề nghị hòa
draw-own-offer = bạn không thể trả lời lời đề nghị của chính mình
draw-not-now = theo luật này, lúc này trong ván không được đề nghị hòa
draw-already-accepted = bạn đã chấp nhận lời đề nghị này rồi
draw-already-offered = lời đề nghị hòa của bạn đang chờ được trả lời
draw-declined = lời cầu hòa của bạn đã bị từ chối: bạn có thể cầu hòa lại sau nước đi tiếp theo

## Những điều bàn chơi từ chối
table-not-started = ván chưa bắt đầu
table-not-your-turn = chưa đến lượt bạn
table-no-open-place = bàn không còn chỗ trống
table-place-taken = chỗ { $place } đã có người
table-no-such-place = bàn không có chỗ { $place }
table-already-seated = bạn đã ngồi ở bàn này rồi
table-not-seated = bạn không ngồi ở bàn này
table-game-running = chỉ được đổi chỗ giữa các ván
table-undo-not-allowed = ở đây không được đi lại: { $why }
table-undo-cards-seen = các lá bài đã được thấy, đi lại sẽ cho phép nhìn trộm bài
table-undo-for-real = bàn này chơi thật
table-undo-practice-only = chỉ khi luyện tập với máy
table-nothing-to-undo = bạn không có nước nào để đi lại
table-undo-before-resume = lượt cuối của bạn diễn ra trước khi ván được chơi tiếp (hoặc máy vào thay một chỗ): chỉ đi lại được các lượt chơi sau đó
table-setup = { $why }
table-computer = máy tính gặp lỗi: { $why }
table-replay = không thể phát lại ván đã ghi: { $why }
