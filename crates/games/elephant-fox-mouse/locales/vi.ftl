# Voi Cáo Chuột: lời của các nước đi, hình bàn, lỗi và biến thể. Con vật được truyền
# theo tên (elephant, fox, mouse); tên ô (c3) là ký hiệu nước đi.

## Các con vật theo tên (elephant, fox, mouse)
efm-name = { $animal ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
}

## Một nước đi
efm-cannot-go = { $mover ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} không thể đi tới { $cell }: { $reason }
efm-eats-wins = { $mover ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} ăn { $prey ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} ở { $cell } và thắng; { $predator ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} sống sót
efm-moves = { $mover ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} đi từ { $from } tới { $cell }
efm-moves-near-prey = { $mover ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} đi từ { $from } tới { $cell }, sát con mồi { $prey ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
}
efm-moves-near-predator = { $mover ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} đi từ { $from } tới { $cell }, trong tầm với của { $predator ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
}
efm-moves-near-both = { $mover ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} đi từ { $from } tới { $cell }, sát con mồi { $prey ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
}, trong tầm với của { $predator ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
}
efm-last-ate = { $animal ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} đã ăn { $victim ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} ở { $cell }
efm-last-moved = { $animal ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} đã đi từ { $from } tới { $to }

## Hình bàn
efm-piece = { $name } ({ $letter }) { $cell }
efm-piece-eaten = { $animal ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} ({ $letter }) đã bị ăn
efm-food-chain = Chuỗi thức ăn: E ăn F, F ăn M, M ăn E.
efm-order = Thứ tự đi: { $order }.  Nước { $ply }.
efm-order-cap = Thứ tự đi: { $order }.  Nước { $ply }/{ $cap }.
efm-last-move = Nước vừa đi: { $move }.
efm-over-eaten = Hết ván: { $winner ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} thắng, { $loser ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} thua, { $survivor ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} sống sót.
efm-over-drawn = Hết ván: hòa cho cả ba ({ $reason }).
efm-to-move = Đến lượt { $animal ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
}.
efm-you-are = Bạn là { $animal ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} ({ $letter }): bạn ăn { $prey ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
}, { $predator ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} ăn bạn.
efm-marks = + là ô bạn đi được, ( ) là con mồi bạn ăn được.

## Vì sao nước đi bị từ chối
efm-expected = ô muốn tới, ví dụ c3 (cột a-f, hàng 1-6), hoặc số cột và số hàng, ví dụ 3 3
efm-standing-still = { $animal ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} đang đứng ở { $cell }, và không được bỏ lượt
efm-onto-predator = ở { $cell } là { $predator ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
}, kẻ săn bạn: bạn không được tới đó
efm-prey-out-of-reach = { $prey ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} ở { $cell } ngoài tầm với: chỉ ăn được từ ô kề bên
efm-diagonal-step = { $cell } là bước chéo: chỉ được vào ô chéo để ăn
efm-too-far = không thể tới { $to } từ { $from }: mỗi nước đi 1 hoặc 2 ô theo đường thẳng
efm-path-blocked = { $blocker ->
    [elephant] Voi
    [fox] Cáo
   *[mouse] Chuột
} ở { $cell } chắn đường

## Ván có giới hạn hay không (sau phần luật)
efm-rules-cap = Trong ván này cuộc rượt đuổi có giới hạn: sau { $cap } nước (mỗi lượt một nước) mà không con nào bị ăn, ván hòa cho cả ba.
efm-rules-no-cap = Không có giới hạn: nếu đi cẩn thận, cuộc rượt đuổi có thể kéo dài mãi. Chỉ ván mà cả ba chỗ đều là máy tính mới dừng sau { $cap } nước, hòa cho cả ba, để ván nào cũng kết thúc.

## Các mức của máy (sau giới hạn)
efm-levels = Các mức của máy:
efm-level-easy = { $level }: hễ ăn được con mồi là ăn; nếu không thì đi ngẫu nhiên, cố tránh các ô sát kẻ săn mình. Nó không nhìn xa hơn nước đi của chính nó.
efm-level-medium = { $level }: nhìn trước { $moves ->
    [1] 1 nước (nước của chính nó)
    [2] 2 nước (nước của nó và của con đi tiếp theo)
    [3] 3 nước (nước của nó và của hai con kia)
    [4] 4 nước (nước của nó, của hai con kia và lại của nó)
   *[other] { $moves } nước
}, đánh giá thế cờ theo khoảng cách và số nước đi được, và coi như hai con kia hợp sức chống lại nó. Nó không cố ý đi sai.
efm-level-hard = { $level }: chơi theo lời giải chính xác của trò chơi: không bỏ lỡ thế thắng chắc, không tự đi vào thế thua chắc nếu còn đường khác, khi có thể thì giữ sao cho hai con kia dù hợp sức cũng cần ít nhất { $margin } nước (tính nước của cả ba con) mới dồn được nó vào đường cùng, còn lại thì săn mồi theo xác suất và giăng bẫy. Nó không cố ý đi sai.
