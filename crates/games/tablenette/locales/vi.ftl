# Tablenette: lời của các nước bài, hình bàn, lỗi và biến thể. Lá bài ghi như ký hiệu
# (K♣, 10♦); chỗ ngồi là `seat-south` / `seat-north` dùng chung.

## Một nước bài
tablenette-trail = { $card } được thả xuống bàn
tablenette-jack-laid = { $card } được đặt xuống bàn trống
tablenette-sweep = { $card } ăn cả bàn { $taken } — { $points ->
    [0] không có điểm
   *[other] { $points } điểm
}, lá bồi không tính Tablenette
tablenette-took-tablenette = { $card } ăn { $taken } — Tablenette, { $tablenette } điểm, { $points ->
    [0] các lá bài không có điểm
   *[other] thêm { $points } điểm từ các lá bài
}
tablenette-took = { $card } ăn { $taken } — { $points ->
    [0] không có điểm
   *[other] { $points } điểm
}
tablenette-hand-ends = { $play }; hiệp kết thúc và { $cards } thuộc về { $seat }
tablenette-not-legal = { $play } không phải nước bài hợp lệ: { $reason }

## Vì sao nước bài bị từ chối
tablenette-not-in-hand = bạn không có lá { $card }
tablenette-not-on-table = trên bàn không có lá { $card }
tablenette-jack-takes-all = lá bồi phải ăn cả bàn khi bàn không trống
tablenette-leaves-same-rank = ăn bằng { $played } phải lấy mọi lá cùng hạng, nhưng còn sót { $left }
tablenette-too-many = ăn bằng { $card } chỉ được lấy các lá cùng hạng và nhiều nhất một cặp
tablenette-wrong-sum = các lá ăn thêm bằng { $card } phải là một cặp có tổng bằng { $value }
tablenette-expected-play = một lá bài như 7H để thả, hoặc một nước ăn như KC:10D+4S+KH+KS
tablenette-listed-twice = lá { $card } được ghi hai lần

## Cách biến thể kết thúc (sau phần luật)
tablenette-rules-game = Kết thúc trò chơi: điểm được cộng dồn qua các hiệp và hai người lần lượt chia bài. Sau mỗi hiệp, ai có hơn 251 điểm thì thắng (nếu cả hai cùng vượt, người điểm cao hơn thắng; bằng điểm thì chơi tiếp).
tablenette-rules-hand = Biến thể này chỉ chơi một hiệp: ai được nhiều điểm hơn trong hiệp thì thắng, bằng điểm thì hòa.
tablenette-rules-limit = Nếu chỉ có máy tính chơi, trò chơi dừng sau { $limit } hiệp: người điểm cao hơn thắng.

## Các mức của máy (sau cách biến thể kết thúc)
tablenette-levels = Các mức của máy (không mức nào nhìn thấy bài trên tay bạn hay bộ bài, và không mức nào cố ý đánh sai):
tablenette-level-easy = { $level }: đánh nước được nhiều điểm nhất ngay lập tức (ăn bài bao giờ cũng hơn thả bài, và khi thả thì thả lá ít thiệt nhất), và giữ lá bồi lại chứ không dùng nó để ăn một hoặc hai lá gần như không có điểm. Nó không đếm bài, cũng không tính đến nước đáp lại của bạn.
tablenette-level-medium = { $level }: cân nhắc số điểm một nước bài được ngay với số điểm bạn có thể ăn lại từ bàn mà nó để lại, bằng cách đếm các lá nó chưa thấy. Nó không nhìn xa hơn nước đáp lại của bạn.
tablenette-level-hard = { $level }: { $search } { $last }
tablenette-level-search = trước mỗi nước, nó đánh thử phần còn lại của hiệp { GROUPED($deals) } lần, mỗi lần tự đoán những lá nó không thấy nằm ở đâu (cách đoán nào hợp với các nước bạn đã đánh trong lượt chia này thì được chọn nhiều hơn), và cho bạn đánh như mức { $medium }.
tablenette-level-exact = Ở lượt chia cuối, khi những lá nó chưa thấy chính là bài trên tay bạn, nó tính chính xác nước tốt nhất.
tablenette-level-no-exact = Ở lượt chia cuối nó cũng chơi như vậy.

## Hình bàn
tablenette-over-after = Tablenette — hết trò chơi sau { $hands } hiệp
tablenette-hand-round = Tablenette — hiệp { $hand }, lượt chia { $round }/4 — { $dealer } chia bài
tablenette-scores-one-hand = Điểm: Nam { $south }, Bắc { $north }   (một hiệp)
tablenette-scores-to-251 = Điểm: Nam { $south }, Bắc { $north }   (để thắng: hơn 251)
tablenette-last-hand = Hiệp trước: Nam { $south }, Bắc { $north }
tablenette-pile = { $cards } lá, { $points } điểm
tablenette-pile-most = { $cards } lá, { $points } điểm, +{ $most } vì nhiều lá nhất
tablenette-pile-tablenette = { $cards } lá, { $points } điểm, Tablenette { $tablenette }
tablenette-pile-most-tablenette = { $cards } lá, { $points } điểm, +{ $most } vì nhiều lá nhất, Tablenette { $tablenette }
tablenette-last-cards = các lá cuối { $cards } thuộc về { $seat }
tablenette-so-far = Hiệp này đến giờ:
tablenette-deck = Bộ bài: còn { $cards } lá
tablenette-deck-bottom = Bộ bài: còn { $cards } lá ({ $bottom } ở đáy)
tablenette-table = bàn
tablenette-table-empty = (trống)
tablenette-tag-you = bạn
tablenette-tag-dealer = chia bài
tablenette-tag-to-move = đến lượt
tablenette-last-play = Nước vừa đi: { $seat } — { $play }
tablenette-last-taker = Người ăn bài sau cùng: { $seat }
tablenette-verdict-wins = { $seat } thắng { $high } - { $low }
tablenette-verdict-draw = hòa { $score } - { $score }
tablenette-game-over = Hết trò chơi ({ $reason }): { $verdict }.
tablenette-to-move = Đến lượt { $seat }.
tablenette-typing = Gõ một lá để thả (7H) hoặc một nước ăn (KC:10D+4S); C=♣ D=♦ H=♥ S=♠.
