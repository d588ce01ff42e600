# Cờ Cối Xay: lời của các bước đi, hình bàn, lỗi và bộ luật. Chỗ ngồi là `seat-white` /
# `seat-black` dùng chung; quân bị bắt được truyền theo tên (white, black); các điểm
# (d6, d6-d5, xg1) là ký hiệu nước đi.

## Một bước đi
nines-place = { $seat } đặt một quân vào { $point }
nines-slide = { $seat } đi từ { $from } tới { $to }
nines-fly = { $seat } bay từ { $from } tới { $to }
nines-remove = { $seat } bắt quân { $victim ->
    [white] Trắng
   *[black] Đen
} ở { $point }
nines-not-legal-here = { $step } (không hợp lệ ở đây)
nines-closes = { $step } và lập thành hàng ba
nines-closes-remove = { $step } và lập thành hàng ba: một quân { $victim ->
    [white] Trắng
   *[black] Đen
} sẽ bị bắt
nines-closes-protected = { $step } và lập thành hàng ba, nhưng mọi quân { $victim ->
    [white] Trắng
   *[black] Đen
} đều được bảo vệ, nên không quân nào bị bắt
nines-then-wins = { $step }; { $seat } thắng ({ $reason })
nines-then-drawn = { $step }; ván hòa ({ $reason })
nines-explained = { $step }.

## Hình bàn
nines-letter-white = T
nines-letter-black = Đ
nines-side = { $seat } { $letter }: { $hand } trong tay, { $board } trên bàn, mất { $lost }
nines-side-yours = { $seat } { $letter } (bạn): { $hand } trong tay, { $board } trên bàn, mất { $lost }
nines-turns = Số lượt đã đi: { $turns }
nines-quiet = Số lượt từ lần bắt quân gần nhất: { $turns }
nines-last = Vừa đi: { $seat } { $step }
nines-over-wins = { $seat } thắng ({ $reason })
nines-over-drawn = Hòa ({ $reason })
nines-prompt-place = Đến lượt { $seat }: đặt một quân, ví dụ { $example }
nines-prompt-move = Đến lượt { $seat }: đi một quân, ví dụ { $example }
nines-prompt-fly = Đến lượt { $seat }: bay một quân tới bất kỳ đâu, ví dụ { $example }
nines-prompt-remove = Đến lượt { $seat }: bắt một quân, ví dụ { $example }

## Vì sao bước đi bị từ chối
nines-expected = một điểm như d6 (đặt quân), một nước đi như d6-d5, hoặc một nước bắt như xg1
nines-not-a-point = { $square } không phải là một điểm trên bàn
nines-placing-over = đã hết giai đoạn đặt quân: hãy đi quân theo dạng từ-đến, ví dụ d6-d5 (không có nước hợp lệ nào bắt đầu hay kết thúc ở { $point })
nines-removal-due = bạn vừa lập hàng ba: hãy bắt một quân của đối phương trước
nines-removal-due-example = bạn vừa lập hàng ba: hãy bắt một quân của đối phương trước (ví dụ { $example })
nines-no-removal-due = không có gì để bắt: chỉ được bắt quân sau khi lập hàng ba
nines-occupied = điểm { $point } đã có quân
nines-hand-empty = bạn không còn quân trong tay: hãy đi một quân trên bàn
nines-hand-empty-example = bạn không còn quân trong tay: hãy đi một quân trên bàn (ví dụ { $example })
nines-must-place = bạn vẫn còn quân trong tay: hãy đặt quân trước khi đi
nines-must-place-example = bạn vẫn còn quân trong tay: hãy đặt một quân (ví dụ { $example }) trước khi đi
nines-not-your-piece = ở { $point } không có quân của bạn
nines-not-adjacent = { $to } không kề { $from }: quân đi dọc theo đường tới điểm kề bên
nines-same-point = quân phải di chuyển: { $point }-{ $point } là đứng yên
nines-not-opponent-piece = ở { $point } không có quân đối phương để bắt
nines-protected = quân ở { $point } nằm trong một hàng ba nên không được bắt

## Điều bộ luật quy định (sau phần luật)
nines-rules-set = Đây là { $name }.
nines-rules-flying = Bay: khi chỉ còn { $pieces } quân, quân của bạn được nhảy tới bất kỳ điểm trống nào, ví dụ a7-g1.
nines-rules-protected-unless-all = Quân nằm trong một hàng ba của chủ nó được bảo vệ và không được bắt, trừ khi mọi quân của đối phương đều nằm trong hàng ba: khi đó được bắt bất kỳ quân nào.
nines-rules-protected-always = Quân nằm trong một hàng ba của chủ nó được bảo vệ và không bao giờ bị bắt. Nếu mọi quân của đối phương đều được bảo vệ thì không bắt quân nào và lượt kết thúc.
nines-rules-end-eliminated = Kết thúc: bạn thua khi đến lượt mà không đi được, hoặc khi mọi quân của bạn đã bị bắt. Còn một hoặc hai quân thì vẫn chơi tiếp, nhưng không thể lập hàng ba nữa.
nines-rules-end-men = Kết thúc: bạn thua khi đến lượt mà không đi được, hoặc khi chỉ còn { $men } quân (trên bàn và trong tay cộng lại).
nines-rules-draw-offers = Hòa: khi cả hai vẫn đi được nhưng không ai lập được hàng ba, ván hòa theo thỏa thuận: từ lượt di chuyển đầu tiên, một người có thể đề nghị hòa trong lượt của mình, và đối phương đồng ý hoặc từ chối.
nines-rules-max-turns = Ván hòa sau { $turns } lượt.
nines-rules-max-quiet = Ván hòa sau { $turns } lượt liên tiếp không bắt quân nào.
nines-rules-threefold = Ván hòa khi cùng một thế cờ (quân trên bàn và trong tay, và bên đến lượt) xuất hiện lần thứ ba lúc bắt đầu một lượt.

## Các mức của máy (sau điều bộ luật quy định)
nines-levels = Các mức của máy:
nines-level = { $level }: { $sight }{ $unsure }{ $book }, { $error }.
nines-level-settling = ; khi chưa chắc nước đi, nó xét tới { $most } triệu
nines-level-settled =
    { "" }
nines-level-sight-turns = nhìn trước { $turns ->
    [1] 1 lượt (nước của chính nó và quân bắt được nhờ nước đó)
    [2] 2 lượt (nước của nó và nước đáp lại)
    [3] 3 lượt (nước của nó, nước đáp lại và nước tiếp theo của nó)
   *[other] { $turns } lượt
}
nines-level-sight-budget = nhìn xa đến mức { $millions } triệu thế cờ cho phép (khoảng 10 đến 18 lượt khi đặt quân, xa hơn khi di chuyển)
nines-level-sight-budget-further = nhìn xa đến mức { $millions } triệu thế cờ cho phép (khoảng 10 đến 18 lượt khi đặt quân, xa hơn khi di chuyển; thêm 2 lượt với hàng ba sắp thành)
nines-level-book = ; các nước đặt quân đầu tiên lấy từ sách khai cuộc, mỗi nước do một lần tìm kiếm { $millions } triệu thế cờ chọn
nines-level-no-book =
    { "" }
nines-level-sight-time = nhìn xa đến mức thời gian cho phép
nines-level-error = và đánh giá sai mỗi nước ngẫu nhiên tới { $percent }% giá trị một quân
nines-level-no-error = và không cố ý đi sai
nines-levels-tables = Với bộ luật này, mọi mức đều chơi hoàn hảo các thế tàn cuộc bay 3 quân đấu 3 hoặc 4 quân, theo bảng tính sẵn chính xác.
