# Isolo: lời của các nước đi, hình bàn, lỗi và biến thể. Chỗ ngồi là `seat-south` /
# `seat-north` dùng chung (Nam, Bắc); tên lỗ (S3, N14) là ký hiệu nước đi.

## Một nước đi, từng vòng
isolo-lap = vòng { $number }: { $sown } { $span }; { $then }
isolo-sown-first = { $hole } thêm một hạt từ kho thành { $seeds } hạt, rải
isolo-sown = rải { $seeds } hạt
isolo-sown-captured = rải { $seeds } hạt vừa ăn
isolo-span = từ { $from } đến { $to }
isolo-span-rounds = từ { $from } đến { $to }, đi { $rounds } vòng quanh hàng
isolo-then-sleep = { $hole } trống: ngủ (hết lượt)
isolo-then-relay = { $facing } trống nên tiếp sức: bốc { $seeds } hạt ở { $hole }
isolo-then-capture = ăn { $seeds } hạt ở { $hole }
isolo-then-capture-wins = ăn { $seeds } hạt ở { $hole }: hàng của { $enemy } đã trống, { $side } thắng
isolo-then-mwipinda = ăn hạt duy nhất ở { $hole } (mwipinda), bỏ vào { $into } và bốc { $seeds } hạt ở đó
isolo-cannot-play = { $side } không thể đi { $hole }: { $reason }

## Hình bàn
isolo-row = { $side }: { $seeds } hạt
isolo-row-yours = { $side } (bạn): { $seeds } hạt
isolo-last-move = Nước vừa đi: { $side } đi { $hole }: { $laps } vòng.
isolo-last-move-captured = Nước vừa đi: { $side } đi { $hole }: { $laps } vòng, ăn { $seeds } hạt.
isolo-last-move-emptied = Nước vừa đi: { $side } đi { $hole }: { $laps } vòng, ăn { $seeds } hạt, hàng đối phương đã trống.
isolo-to-move = Đến lượt { $side } (nước { $number }).
isolo-to-move-not-allowed = Đến lượt { $side } (nước { $number }). Không được đi (sẽ rải mãi không dừng): { $holes }.
isolo-over-row-emptied = Hết ván: hàng của { $loser } đã trống. { $winner } thắng.
isolo-over-endless = Hết ván: mọi lỗ của { $loser } đều sẽ rải mãi không dừng. { $winner } thắng.
isolo-over-cap = Hết ván: đã đạt giới hạn { $plies } nước. Hòa.

## Vì sao nước đi bị từ chối
isolo-no-such-hole = không có lỗ { $hole }: các lỗ được đánh số từ 1 đến { $holes }
isolo-empty-hole = lỗ { $hole } trống
isolo-endless-hole = rải từ lỗ { $hole } sẽ quay vòng mãi không dừng, nên không được đi
isolo-expected-hole = số của một lỗ từ 1 đến { $holes }, ví dụ 3 (hoặc { $letter }3)
isolo-not-your-row = đang là lượt của { $side }: hãy chọn một lỗ trên hàng của mình, từ { $letter }1 đến { $letter }{ $holes }

## Điều biến thể quy định (sau phần luật)
isolo-rules-holes = Trong ván này mỗi hàng có { $holes } lỗ: các lỗ đầu hàng là 1, 2, { $before-last } và { $holes }, và nước đi từ lỗ { $before-last } bắt đầu rải từ lỗ { $holes }.
isolo-rules-forced = Với { $holes } lỗ mỗi hàng, ván đã ngã ngũ trước khi bắt đầu: tìm kiếm vét cạn chứng minh rằng Nam, người đi trước, chắc chắn thắng trong vòng { $plies } nước tính cả hai bên ({ $moves } nước của Nam), dù Bắc đi thế nào. Hãy chơi để xem cách thắng, đừng coi đây là một cuộc so tài công bằng.
isolo-rules-cap = Ván này chỉ có máy tính chơi, nên sau { $cap } nước ván sẽ dừng và xử hòa.

## Các mức của máy (sau điều biến thể quy định)
isolo-levels = Các mức của máy:
isolo-level = { $level }: { $sight }, { $error }.
isolo-level-sight = nhìn trước { $moves ->
    [1] 1 nước (nước của chính nó)
    [2] 2 nước (nước của nó và nước đáp lại)
    [3] 3 nước (nước của nó, nước đáp lại và nước tiếp theo của nó)
   *[other] { $moves } nước ({ $own } nước của nó và { $replies } nước đáp lại)
}
isolo-level-error = và đánh giá mỗi nước lệch ngẫu nhiên tối đa { $seeds } hạt
isolo-level-error-half = và đánh giá mỗi nước lệch ngẫu nhiên tối đa nửa hạt
isolo-level-error-and-half = và đánh giá mỗi nước lệch ngẫu nhiên tối đa { $seeds },5 hạt
isolo-level-no-error = và không cố ý đi sai
