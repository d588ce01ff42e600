# Lời của máy chủ cho cả hai cổng (trang web và cổng TCP): các lời từ chối theo mã, và tên
# các biến thể luật.

## Lời từ chối, theo mã
server-error-bad-message = máy chủ không hiểu tin nhắn đó
server-bad-message-binary = tin nhắn phải là văn bản JSON, không phải dữ liệu nhị phân
server-bad-message-not-protocol = đây không phải tin nhắn của giao thức: { $why }
server-bad-message-hello-twice = bạn đã chào rồi
server-bad-message-unknown-language = '{ $lang }' không phải ngôn ngữ của máy chủ này: dùng en, vi hoặc ru
server-error-too-large = mỗi tin nhắn tối đa { $limit } byte; tin này có { $size }
server-error-rate-limited = quá nhiều yêu cầu; hãy chậm lại và thử lại sau giây lát
server-error-not-identified = hãy chào (hello) trước
server-error-nick-invalid = biệt danh gồm 1 đến 10 chữ cái, chữ số hoặc _{ $problem ->
        [empty] ; biệt danh này trống
        [space] ; biệt danh này có dấu cách
        [control] ; biệt danh này có ký tự điều khiển
        [not_text] ; biệt danh này có ký tự điều khiển hoặc byte không phải văn bản UTF-8
        [char] ; biệt danh này có '{ $char }'
        [too_long] ; biệt danh này có { $length } ký tự
        [none] ; hãy chào bằng một biệt danh (hoặc mã của lần trước)
       *[other] {""}
    }
server-error-nick-taken = biệt danh '{ $nick }' đã có người dùng
server-error-unknown-token = máy chủ không nhận ra mã này; hãy chọn biệt danh
server-error-unknown-game = không có trò chơi '{ $game }' (có: { $known })
server-error-unknown-variant = trò chơi này không có biến thể '{ $variant }' (có: { $known })
server-error-unknown-level = không có mức máy '{ $level }' (có: { $known })
server-error-bad-seats = các chỗ ngồi đó không hợp với trò chơi này
server-error-unknown-table = không có bàn '{ $table }' (có thể bàn đã đóng)
server-error-stale-version = bàn đã thay đổi từ phiên bản { $sent } (giờ là { $current }); hãy xem lại rồi gửi lại
server-stale-ahead = bàn mới ở phiên bản { $current }, chưa tới { $sent }; hãy xem lại rồi gửi lại
server-error-server-full = máy chủ đã đến giới hạn ({ $limit }); hãy thử lại sau
server-error-address-full = quá nhiều kết nối từ địa chỉ của bạn ({ $limit }); hãy đóng bớt hoặc thử lại sau
server-error-too-many-tables = bạn đang mở { $limit } bàn, mức tối đa cho một người chơi; hãy chơi xong hoặc rời một bàn trước
server-too-many-tables-address = đã có { $limit } bàn được mở từ địa chỉ của bạn, mức tối đa cho một địa chỉ; hãy chơi xong hoặc rời một bàn trước
server-error-shutting-down = máy chủ đang tắt và không mở bàn mới
server-error-not-started = ván chưa bắt đầu
server-error-game-over = ván đã kết thúc
server-error-not-your-turn = chưa đến lượt bạn
server-error-malformed-move = đó không phải nước đi: { $detail }
server-error-illegal-move = '{ $move }' không được phép: { $reason }
server-error-choose-move = '{ $text }' có thể đi theo nhiều cách: { $options }; hãy gõ một số, hoặc gõ đầy đủ một cách
server-error-draw-refused = lúc này không thể đề nghị hay trả lời hòa
server-error-table-full = bàn không còn chỗ trống
server-error-place-taken = chỗ đó đã có người
server-error-no-such-place = bàn không có chỗ đó
server-error-already-seated = bạn đã ngồi ở bàn này
server-error-not-seated = bạn không ngồi ở bàn này
server-error-game-running = chỉ đổi chỗ được giữa các ván
server-error-undo-not-allowed = ở bàn này không được đi lại
server-error-nothing-to-undo = bạn không có nước nào để đi lại
server-error-not-away = máy chỉ được thay chỗ của người đã vắng mặt một lúc
server-not-away-too-soon = máy có thể thay chỗ này sau { $wait_secs } giây, nếu người chơi vẫn vắng mặt
server-error-taken-over = trong lúc bạn vắng mặt, máy tính đã thay chỗ của bạn ở bàn { $table }
server-error-key-changed = khóa của bạn đã được đổi trên một thiết bị khác nên ở đây bạn đã bị đăng xuất; hãy dùng khóa mới để chơi ở đây
server-error-bad-setup = không thể thiết lập bàn: { $detail }
server-bad-seats-count = trò chơi này có { $expected } chỗ, nhưng bạn đưa { $given }
server-bad-seats-one-me = mỗi bàn bạn chỉ có thể ngồi một chỗ
server-error-computer-failed = người chơi máy bị lỗi
server-error-not-saved = không lưu được thay đổi, nên không có gì thay đổi: hãy thử lại sau giây lát
server-error-no-answer = máy chủ giữ bàn này không trả lời kịp, nên việc đó có thể chưa được thực hiện: bàn sẽ cho thấy tình hình khi máy chủ trả lời lại
server-turn-ended = lượt kết thúc trước '{ $rest }'; không nước nào được đi

## Vì sao không hòa được
server-draw-not-in-this-game = luật này không có hòa theo thỏa thuận
server-draw-game-over = ván đã kết thúc
server-draw-not-your-turn = chỉ được đề nghị hòa trong lượt của mình
server-draw-no-offer = không có lời đề nghị hòa nào để trả lời
server-draw-own-offer = bạn không thể trả lời lời đề nghị của chính mình
server-draw-not-now = lúc này trong ván không thể đề nghị hòa
server-draw-already-accepted = bạn đã đồng ý rồi
server-draw-already-offered = lời đề nghị hòa của bạn đang chờ được trả lời
server-draw-declined = lời cầu hòa của bạn đã bị từ chối: hãy cầu hòa lại sau nước đi tiếp theo

## Biến thể luật
server-variant-standard = luật tiêu chuẩn
server-variant-small = bàn nhỏ
server-variant-client = luật Parlour
server-variant-custom = luật riêng
server-variant-hand = một hiệp
server-variant-holes = { $holes } lỗ

## A page the web door does not have (a mistyped or old address), for a browser
server-page-missing-title = Không tìm thấy trang
server-page-missing = Parlour không có trang nào ở địa chỉ { $path }.
server-page-missing-back = Về sảnh
