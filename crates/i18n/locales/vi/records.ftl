# `parlour records` và một ván đã ghi ở dạng chữ (`records show`, `records export --format
# text`, export.txt trên web).

## Một ván đã ghi ở dạng chữ
record-title = { $game } ({ $variant }), bàn { $table }, ván { $number }
record-draw-offer = { $seat } đề nghị hòa
record-draw-accept = { $seat } đồng ý hòa
record-draw-decline = { $seat } từ chối hòa
record-resign = { $seat } chịu thua
record-take-back = { $seat } đi lại { $count } nước (ván có đi lại không được xếp hạng)
record-taken-over = { $seat } đã rời đi và { $computer } chơi tiếp (rời ván là thua: trong xếp hạng { $seat } thua)
record-result-draw = Kết quả: hòa ({ $reason }).
record-result-won = Kết quả: { $winners } thắng ({ $reason }).
record-left-lost = Rời ván là thua: trong xếp hạng và thống kê { $name } thua ván này.
record-scores = Điểm: { $scores }.
record-running = Ván đang được chơi.
record-paused = Ván chưa xong: parlour play --resume { $table } để chơi tiếp.
record-abandoned = Ván đã bị hủy, không có kết quả.
record-called-off-by = Ván đã bị hủy, không có kết quả: { $name } { $how ->
        [resigned] đầu hàng
        [went_away] vắng mặt và máy đã thế chỗ
       *[left] rời bàn
    } khi chưa phải ai cũng đã đi một nước.

## `parlour records list`
records-none = Chưa có ván nào trong hồ sơ ({ $where }).
records-none-running = Không có ván nào đang được chơi ({ $where }).
records-moves =
    { $game ->
        [virus-war] { $count } nước phụ
       *[other] { $count } nước
    }
records-draw = hòa ({ $reason })
records-won = { $winners } thắng ({ $reason })
records-abandoned = đã hủy
records-unrated = (không xếp hạng: đã rút lại nước đi)
records-running = đang chơi
records-paused = chưa xong; chơi tiếp bằng lệnh:
# Between the players of a game in a list: "ann v bob".
records-versus = vs

## `parlour records replay`
records-replay-start = --- bắt đầu ({ $moves })
records-replay-move = --- { $game ->
        [virus-war] nước phụ
       *[other] nước
    } { $ply } trên { $total }: { $notation }: { $explanation }
records-replay-ask = [Enter] tiếp, b lùi, một số để nhảy tới { $game ->
        [virus-war] nước phụ
       *[other] nước
    } đó, q thoát:
records-replay-again = Hãy gõ Enter, b, số thứ tự { $game ->
        [virus-war] nước phụ
       *[other] nước đi
    } hoặc q.

## `parlour records player`, `leaderboard`, `backup`
records-games = { $count } ván
records-player-none = chưa có ván nào kết thúc
records-player-game = { $games }: thắng { $wins }, hòa { $draws }, thua { $losses }{ $seats ->
        [3] , sống sót { $survived }
       *[other] {""}
    }
records-rating = điểm xếp hạng { $rating } ± { $deviation }
records-leaderboard = Bảng xếp hạng { $game }
records-leaderboard-empty = Chưa có ván nào được xếp hạng: các ván ở bàn của máy chủ được xếp hạng khi kết thúc.
records-provisional = Điểm xếp hạng có dấu ? dựa trên ít hơn 5 ván: đó là điểm tạm thời, được xếp sau các điểm khác.
records-backup-done = Hồ sơ đã được sao chép vào { $file }.
records-copied = Đã sao chép vào { $where }: { $players } người chơi, { $tables } bàn, { $games } ván với { $moves } nước đi và lời đề nghị, { $ratings } điểm xếp hạng.{ $players ->
    [0] {""}
   *[other] {" "}Người chơi đăng nhập ở đó bằng mã họ đang có.
}
records-new-key = Mã mới của { $nick } là { $token }. Chỉ đưa nó cho { $nick }: trên trang web nhập ở mục "Đã chơi ở đây trên thiết bị khác?", ở cổng văn bản thì gõ sau TOKEN. Mã cũ không còn đăng nhập được (máy chủ đang chạy sẽ quên nó khi khởi động lại).
