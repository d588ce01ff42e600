# `parlour --help` bằng tiếng Việt: src/help.rs giải thích các khóa (lệnh, tùy chọn của
# lệnh, tùy chọn dùng chung). Tùy chọn của các lệnh quản trị (serve, loadtest, bench,
# arena, engine, moves) vẫn bằng tiếng Anh, như hướng dẫn quản trị.

help-usage = Cách dùng:
help-options = Tùy chọn
help-arguments = Đối số
help-commands = Lệnh
help-help = In trợ giúp
help-version = In phiên bản
help-cmd-help = In trợ giúp này hoặc trợ giúp của các lệnh

## Các lệnh
help-cmd = Năm trò chơi truyền thống để chơi trên trang web, trong terminal hoặc qua mạng, với người hoặc với máy chơi giỏi: nines, isolo, virus-war, elephant-fox-mouse, tablenette
help-cmd-play = Chơi trong terminal này: hai người chung một máy, hoặc đấu với máy (không nêu trò chơi: hiện menu)
help-cmd-rules = In luật của một trò chơi
help-cmd-moves = Chơi các nước đã cho rồi in thế cờ cùng các nước hợp lệ (giao diện cho script)
help-cmd-arena = Cho các máy đấu với nhau và báo kết quả
help-cmd-bench = Đo tốc độ chơi ngẫu nhiên và tốc độ tìm kiếm trên một luồng
help-cmd-engine = Giao tiếp theo giao thức engine kiểu UCI qua stdin và stdout (chỉ nines; xem docs/nines-engine.md)
help-cmd-serve = Chạy máy chủ: trang web và cổng văn bản TCP, dùng chung một sảnh (mặc định khi không nêu lệnh)
help-cmd-connect = Kết nối tới một máy chủ TCP của Parlour và chơi trong terminal này
help-cmd-records = Hồ sơ ván chơi: liệt kê, xem hoặc xuất một ván, xem lại trong terminal này
help-cmd-loadtest = Tạo tải cho một máy chủ đang chạy trên máy này bằng nhiều client WebSocket trong một thời gian giới hạn, rồi báo số kết nối, bộ nhớ, số nước mỗi giây và độ trễ
help-cmd-records-list = Các ván gần đây, mới nhất trước
help-cmd-records-show = Hồ sơ một ván dạng văn bản: ai chơi, từng nước đi và tác dụng của nó, kết quả
help-cmd-records-export = Hồ sơ một ván dạng JSON (luật, hạt giống ngẫu nhiên, chỗ ngồi, từng nước đi và lời đề nghị kèm thời điểm)
help-cmd-records-replay = Xem lại một ván trong terminal này, từng thế cờ một
help-cmd-records-player = Kết quả và điểm xếp hạng của một người chơi theo từng trò
help-cmd-records-new-key = Cấp cho một người chơi mã mới khi họ mất mã cũ (dữ liệu trình duyệt bị xóa): in mã ra để người quản trị trao riêng cho người đó. Mã cũ không đăng nhập được nữa; máy chủ đang chạy có thể vẫn nhận nó từ trình duyệt đã dùng nó cho tới khi khởi động lại (nếu người khác có thể đã thấy mã, người chơi tự bấm "Mã mới": cách này có hiệu lực ngay)
help-cmd-records-leaderboard = Điểm xếp hạng cao nhất của một trò
help-cmd-records-backup = Sao chép hồ sơ SQLite sang một tệp mới, an toàn cả khi Parlour đang chạy (với PostgreSQL thì dùng pg_dump)
help-cmd-records-copy = Sao chép toàn bộ hồ sơ (người chơi cùng mã của họ, bàn, ván, điểm xếp hạng) sang một hồ sơ khác còn trống: từ tệp SQLite sang PostgreSQL khi câu lạc bộ chuyển sang nhiều nút (docs/scale-out.md), hoặc ngược lại. Hãy dừng máy chủ trước: những gì nó ghi trong lúc sao chép sẽ không có trong bản sao

## Tùy chọn dùng chung
help-arg-lang = Ngôn ngữ của console, của cổng văn bản và của văn bản hồ sơ: en, vi hoặc ru (mặc định: theo LANGUAGE, LC_ALL hoặc LANG, nếu không thì tiếng Anh). Mỗi trang web tự chọn ngôn ngữ của mình
help-arg-data = Thư mục hồ sơ (parlour.db). Mặc định: $PARLOUR_DATA, nếu không thì thư mục dữ liệu của người dùng ($XDG_DATA_HOME/parlour hoặc ~/.local/share/parlour)
help-arg-database = Thay cho thư mục, một địa chỉ cơ sở dữ liệu: postgres://user@host:port/db (hoặc đường dẫn tới một tệp SQLite)
help-arg-durability = Chỉ với SQLite: normal (dữ liệu đã lưu vẫn còn khi chương trình bị tắt đột ngột; ghi xuống đĩa trong vòng một giây) hoặc full (mỗi lần lưu đều ghi ngay xuống đĩa: không mất cả khi mất điện, nhưng chậm hơn); mặc định: normal

## parlour play
help-play--game = Trò chơi: nines, isolo, virus-war, elephant-fox-mouse, tablenette (không nêu: hiện menu)
help-play--variant = Biến thể luật (xem parlour rules <trò chơi>); mặc định là luật Parlour
help-play--seed = Hạt giống ngẫu nhiên của ván đầu (chia bài, thế khởi đầu, lựa chọn của máy)
help-play--seats = Ai ngồi ở từng chỗ, theo thứ tự chỗ: human hoặc một mức máy (random, easy, medium, hard). Mặc định: bạn đấu với máy (medium)
help-play--no_rules = Không in luật chơi lúc bắt đầu
help-play--games = Dừng sau ngần này ván (tiện khi chỉ có máy chơi)
help-play--no_records = Không ghi hồ sơ các ván
help-play--resume = Chơi tiếp một ván chưa xong đã ghi ở console này (mã bàn, ví dụ c4; parlour records list --running cho thấy chúng)

## parlour rules
help-rules--game = Trò chơi (không nêu: danh sách trò chơi)
help-rules--variant_word = Biến thể luật, cũng có thể viết sau tên trò chơi (parlour rules nines standard, như lệnh RULES của cổng văn bản)
help-rules--variant = Biến thể luật

## parlour connect
help-connect--addr = Địa chỉ máy chủ: tên máy hoặc địa chỉ IP, có thể kèm cổng (mặc định 7070), ví dụ localhost, 127.0.0.1:7070, example.org:7071; mặc định 127.0.0.1

## parlour records …
help-records-list--game = Chỉ trò này
help-records-list--player = Chỉ các ván của người chơi này
help-records-list--running = Chỉ các ván đang chơi
help-records-list--limit = Nhiều nhất ngần này ván (mặc định 20)
help-records-list--json = Một mảng JSON
help-records-show--id = Ván: bàn và số thứ tự, ví dụ t3.1 (parlour records list cho thấy chúng)
help-records-export--id = Ván, ví dụ t3.1
help-records-export--format = json (mặc định) hoặc text
help-records-replay--id = Ván, ví dụ t3.1
help-records-replay--all = In mọi thế cờ cùng lúc thay vì chờ Enter
help-records-replay--seat = Một ván đã xong có bài úp: xem như chỗ này đã thấy, với bài trên tay của chỗ đó (south, north); không có tùy chọn này thì bài vẫn úp
help-records-player--nick = Biệt danh
help-records-new-key--nick = Biệt danh
help-records-leaderboard--game = Trò chơi
help-records-backup--to = Tệp mới (phải chưa tồn tại)
help-records-copy--to = Chép tới đâu: một địa chỉ postgres://, hoặc một tệp SQLite (mới, hoặc chưa có hồ sơ)
