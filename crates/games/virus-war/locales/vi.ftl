# Chiến tranh virus: lời của các nước phụ, hình bàn, lỗi và biến thể. Người chơi là
# `seat-x` / `seat-o` dùng chung; tên ô (e5, f6*) là ký hiệu nước đi.

## Điều biến thể quy định (sau phần luật)
virus-files = a-{ $last }
virus-files-no-j = a-i và k (không có j)
virus-rules-variant = Trong ván này bàn cờ là { $size }×{ $size }: cột { $files }, hàng 1-{ $size }. Mỗi lượt có { $steps } nước phụ. X bắt đầu ở a1, O ở { $start }.

## Các mức của máy (sau điều biến thể quy định)
virus-levels = Các mức của máy (mức nào cũng luôn xét mọi nước tiêu diệt và việc bỏ lượt):
virus-level = { $level }: { $sight }, { $width }, { $error }.
virus-level-sight = { $turns ->
    [1] chỉ nhìn lượt của chính nó
    [2] nhìn trước 2 lượt (lượt của nó và lượt đáp lại)
    [3] nhìn trước 3 lượt (lượt của nó, lượt đáp lại và lượt tiếp theo của nó)
   *[other] nhìn trước { $turns } lượt
}
virus-level-width = xét { $first } ô hứa hẹn nhất để sinh sôi ở nước phụ đầu tiên và { $later } ô ở mỗi nước phụ sau đó
virus-level-width-first = xét { $first } ô hứa hẹn nhất để sinh sôi ở nước phụ đầu tiên và mọi ô ở các nước phụ sau đó
virus-level-width-later = xét mọi ô sinh sôi được ở nước phụ đầu tiên nhưng chỉ { $later } ô hứa hẹn nhất ở mỗi nước phụ sau đó
virus-level-width-all = xét mọi ô sinh sôi được
virus-level-error = và đánh giá mỗi lượt lệch ngẫu nhiên tối đa { $percent }% giá trị một lần tiêu diệt
virus-level-no-error = và không cố ý đi sai

## Một nước phụ
virus-not-legal = { $move } không hợp lệ ở đây: { $reason }
virus-pass = { $me } bỏ lượt; nếu { $them } cũng bỏ lượt, ván hòa
virus-pass-drawn = { $me } bỏ lượt; { $them } cũng đã bỏ lượt, nên ván hòa
virus-forced-pass = { $me } không còn ô nào được đi và phải bỏ lượt; nếu { $them } cũng bỏ lượt, ván hòa
virus-forced-pass-drawn = { $me } không còn ô nào được đi và phải bỏ lượt; { $them } cũng đã bỏ lượt, nên ván hòa
virus-kill = { $me } diệt một quân { $victim ->
    [cross] X
   *[nought] O
} ở { $cell }, quân đó nhập vào chuỗi của { $me }{ $then }
virus-enter = { $me } vào ván ở { $cell }{ $then }
virus-grow = { $me } sinh thêm một quân { $mine ->
    [cross] X
   *[nought] O
} ở { $cell }{ $then }
virus-then-wins = ; đó là quân sống cuối cùng của { $them }, nên { $me } thắng
virus-then-nothing-left = ; không còn ô nào được đi, nên lượt của { $me } kết thúc sớm
virus-then-turn-ends = ; lượt của { $me } kết thúc
virus-then-more = ; còn { $left } nước phụ nữa

## Hình bàn
virus-legend = X O còn sống, x o đã chết, + ô mà bên đến lượt được đi
virus-count = { $player }: { $live } sống, { $killed } bị { $enemy } diệt
virus-count-yours = { $player }: { $live } sống, { $killed } bị { $enemy } diệt  <- bạn
virus-last-turn = Lượt trước, { $player }: { $turn }
virus-this-turn = Lượt này đến giờ, { $me }: { $turn }
virus-over-drawn = Hết ván: cả hai đều bỏ lượt, ván hòa.
virus-over-won = Hết ván: { $winner } thắng, { $loser } không còn quân sống nào.
virus-must-pass = Đến lượt { $me }: không có ô nào được đi, { $me } phải bỏ lượt.
virus-to-move = Đến lượt { $me }: nước phụ { $sub }/{ $steps }, { $cells } ô được đi (+).
virus-to-move-kills = Đến lượt { $me }: nước phụ { $sub }/{ $steps }, { $cells } ô được đi (+), có thể diệt: { $kills }.
virus-passed = { $them } đã bỏ lượt: nếu { $me } cũng bỏ lượt, ván hòa.
virus-dead-draw = Không ai thắng được nữa (cả hai đều có quân không thể bị diệt): hãy bỏ lượt để đồng ý hòa.

## Vì sao nước phụ bị từ chối
virus-expected = một ô như e5 (cột a-i và k, không có j; dấu * ở cuối là nước diệt), hoặc pass
virus-expected-one = mỗi lần một nước phụ: một ô như e5, hoặc pass
virus-expected-no-space = ô viết liền, không có dấu cách: { $cell }
virus-star-no-enemy = dấu * là nước diệt, nhưng ở { $cell } không có quân sống của đối phương
virus-off-board = { $cell } không nằm trên bàn { $size }×{ $size } này
virus-first-sub-move = { $cell } không được đi: nước phụ đầu tiên của bạn trong ván phải ở { $start }
virus-start-taken = ô xuất phát { $start } của bạn đã bị chiếm, bạn không thể vào ván: chỉ có thể bỏ lượt
virus-own-symbol = ở { $cell } đã có một quân sống của bạn
virus-own-killed = ở { $cell } là quân đã chết của chính bạn: với bạn đó là bức tường, không phải đường đi
virus-already-killed = ở { $cell } là quân đối phương đã bị diệt rồi
virus-not-available = { $cell } không được đi: ô này không chạm quân sống nào của bạn, cũng không chạm chuỗi quân bạn đã diệt dẫn tới chúng
virus-pass-mid-turn = không được bỏ lượt giữa chừng: còn { $left } nước phụ nữa
