# Từ ngữ dùng chung cho mọi giao diện: trò chơi, chỗ ngồi, máy tính, kết quả, lý do, danh sách.

## Danh sách
list-separator = {", "}
list-and = { $items } và { $last }

## Các trò chơi
game-name-nines = Cờ Cối Xay
game-summary-nines = Cờ cối xay chín quân: đặt chín quân, xếp hàng ba, bắt quân của đối thủ
game-name-isolo = Isolo
game-summary-isolo = trò rải hạt của người Bemba ở Zambia: rải hạt trên hàng của mình, ăn hạt, làm trống hàng đối phương
game-name-virus-war = Chiến tranh virus
game-summary-virus-war = hai quần thể virus sinh sôi và tiêu diệt lẫn nhau, mỗi lượt ba nước phụ
game-name-elephant-fox-mouse = Voi Cáo Chuột
game-summary-elephant-fox-mouse = ba con vật rượt đuổi nhau theo chuỗi thức ăn trên bàn cờ 6×6
game-name-tablenette = Tablenette
game-summary-tablenette = trò chơi bài “câu cá” cho hai người: ăn bài theo giá trị và theo cặp, quét sạch bàn
variant-about-nines-client = Luật của Parlour: không bay; quân trong hàng ba không bao giờ bị bắt; thua khi hết quân hoặc hết nước đi; hòa khi hai bên đồng ý.
variant-about-nines-standard = Luật cờ cối xay thông thường: còn ba quân thì được bay; khi mọi quân đều trong hàng ba thì bắt quân nào cũng được; thua khi còn hai quân hoặc hết nước đi; hòa sau 200 lượt.
variant-about-virus-war-standard = Bàn 10×10, mỗi lượt ba nước phụ.
variant-about-virus-war-small = Bàn 6×6 với cùng luật: một ván vài phút, để làm quen.
variant-about-tablenette-client = Chia từng hiệp cho đến khi sau một hiệp có người vượt quá 251 điểm: ai cao điểm hơn thì thắng (bằng điểm thì chơi tiếp).
variant-about-tablenette-hand = Chỉ một hiệp: ai cao điểm hơn thì thắng (bằng điểm thì hòa).

## Chỗ ngồi
seat-white = Trắng
seat-black = Đen
seat-south = Nam
seat-north = Bắc
seat-x = X
seat-o = O
seat-elephant = Voi
seat-fox = Cáo
seat-mouse = Chuột

## Máy tính
level-random = ngẫu nhiên
level-easy = dễ
level-medium = trung bình
level-hard = khó
computer-name = Máy tính ({ $level })
computer-name-numbered = Máy tính ({ $level }) { $number }
name-in-seat = { $name } ({ $seat })

## Kết quả
result-wins = { $name } thắng

## Lý do ván kết thúc (ngắn, như trong “thắng (đầu hàng)”)
reason-blockade = bị chặn hết nước
reason-elimination = hết quân
reason-too-few-men = còn quá ít quân
reason-repetition = lặp lại thế cờ ba lần
reason-turn-limit = giới hạn số lượt
reason-no-removal-limit = quá lâu không bắt quân
reason-agreement = đồng ý hòa
reason-resignation = đầu hàng
reason-left = một người chơi đã rời đi
reason-eaten = con mồi bị ăn
reason-ply-cap = giới hạn số nước
reason-destruction = quần thể bị tiêu diệt
reason-double-pass = cả hai bỏ lượt
reason-board-full = bàn kín
reason-row-emptied = hàng trống
reason-endless-laps = rải mãi không dừng
reason-equal-hands = bằng điểm trong hiệp
reason-higher-hand = điểm hiệp cao hơn
reason-over-251 = vượt 251 điểm
reason-hand-limit = giới hạn số hiệp
