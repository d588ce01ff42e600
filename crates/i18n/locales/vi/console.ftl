# Bảng điều khiển: `parlour play` trong cửa sổ dòng lệnh.

console-you = Bạn
console-player-number = Người chơi { $number }
# What `parlour connect` says when the server closed the connection
connect-closed = (đã đóng kết nối)
console-title = === { $name } — { $summary } ===
# The console's commands in this language too, "word=command" (English words work as well).
console-command-words = giúp=help, trợ giúp=help, nước đi=moves, bàn cờ=board, đi lại=undo, gợi ý=hint, cầu hòa=draw, hòa=draw, tỉ số=score, luật=rules, ván mới=new, đầu hàng=resign, thoát=quit, đồng ý=accept, từ chối=decline
console-help-hint = Gõ 'help' (hoặc 'giúp') để xem các lệnh, 'moves' ('nước đi') để xem các nước đi hợp lệ.
console-help-moves =
    Gõ nước đi theo ký hiệu của trò chơi để đi: nhiều nước của cùng một lượt có
    thể gõ trên một dòng, cách nhau bằng dấu cách (đi hết hoặc không nước nào).
console-help =
    Các lệnh (gõ từ tiếng Anh hoặc tiếng Việt):
      moves   nước đi     liệt kê các nước hợp lệ
      board   bàn cờ      vẽ lại bàn cờ
      undo    đi lại      đi lại lượt vừa rồi
      hint    gợi ý       nhờ máy tính gợi ý một nước
      draw    cầu hòa     cầu hòa (nếu luật cho phép)
      score   tỉ số       xem tỉ số của loạt ván
      rules   luật        xem luật chơi
      new     ván mới     bỏ ván này, bắt đầu ván khác
      resign  đầu hàng    đầu hàng ván này
      help    giúp        danh sách này
      quit    thoát       thoát
console-rules-more = -- còn nữa: Enter để đọc tiếp, s để vào ván luôn --
console-rules-again = (Gõ 'rules' trong ván để đọc lại luật.)
console-game-number = --- Ván { $number } ---
console-seating = { $seat }: { $name }
console-abandoned = Đã bỏ ván.
console-play-again = Chơi tiếp? [Y/n]
console-yes-or-no = Hãy gõ y (có) hoặc n (không).
console-offers-draw =
    { $you ->
        [yes] Bạn cầu hòa.
       *[no] { $name } cầu hòa.
    }
console-accepts-draw =
    { $you ->
        [yes] Bạn đồng ý hòa.
       *[no] { $name } đồng ý hòa.
    }
console-declines-draw =
    { $you ->
        [yes] Bạn từ chối hòa.
       *[no] { $name } từ chối hòa.
    }
console-resigns =
    { $you ->
        [yes] Bạn đầu hàng.
       *[no] { $name } đầu hàng.
    }
console-took-back =
    { $count ->
       *[other] Đã đi lại { $count } nước.
    }
console-plays =
    { $you ->
        [yes] Bạn đi
       *[no] { $name } đi
    }
console-computer-plays = { $seat } (máy tính, { $level }) đi
console-forced-pass = { $who } không còn nước nào: lượt được bỏ qua.
console-secret-cards = { $who }: bài của bạn sắp được hiện ra. Nhấn Enter khi người kia không nhìn.
console-draw-pending = ({ $name } đã cầu hòa: gõ 'accept' để đồng ý hoặc 'decline' để từ chối, hoặc cứ đi tiếp là từ chối.)
console-legal = Các nước hợp lệ: { $moves }
console-abandon-ask = Bỏ ván này? [y = chơi lại với những người này / c = đổi trò chơi hoặc người chơi / N = chơi tiếp]
console-play-on = Chơi tiếp.
console-cannot-undo = Không thể đi lại: { $why }.
console-cannot-abandon = Không thể bỏ ván: { $why }.
console-no-hint = Không có gợi ý: { $why }
console-not-resigned = Không thể đầu hàng: { $why }.
console-cannot-offer = Không thể cầu hòa: { $why }.
console-cannot-answer = Không thể trả lời lời cầu hòa: { $why }.
console-choices = '{ $text }' có { $count } cách đi:
console-choose = Gõ số của cách bạn chọn.
console-not-played = Chưa đi: { $why }. (Gõ 'moves' để xem các nước hợp lệ, 'help' để xem các lệnh.)
console-not-saved = { $why }, nên không có gì thay đổi; hãy thử lại
console-hint = Gợi ý: { $move } ({ $what })
console-hint-turn = Gợi ý: { $moves } (gõ trên một dòng)
console-accept-ask = { $name }, bạn có đồng ý hòa không? [y/N]
console-game-over = Hết ván.
console-called-off =
    { $you ->
        [yes] Bạn đầu hàng khi chưa phải ai cũng đã đi một nước: ván bị hủy và không tính cho ai.
       *[no] { $name } đầu hàng khi chưa phải ai cũng đã đi một nước: ván bị hủy và không tính cho ai.
    }
console-game-over-with = Hết ván. { $details }
console-drawn = Ván này hòa ({ $reason }).
console-wins = { $who } thắng ({ $reason }).
console-loses = { $who } thua.
console-survives = { $who } sống sót.
console-scores = Điểm: { $scores }.
console-series = Tỉ số loạt ván: { $parts }
console-series-three = { $name }: thắng { $wins }, thua { $losses }, sống sót { $survivals }
console-series-wins =
    { $count ->
       *[other] { $name }: thắng { $count }
    }
console-series-draws =
    { $count ->
       *[other] hòa { $count }
    }

## Trình đơn của `parlour play`
menu-welcome = Chào mừng đến với Parlour.
menu-goodbye = Tạm biệt.
menu-back = Đã trở lại trình đơn.
menu-which-game = Chơi trò nào? [1-5, q để thoát]
menu-not-a-game = '{ $choice }' không phải một trò chơi: hãy gõ số (1-5) hoặc tên của trò chơi.
menu-variant = Biến thể luật: { $variants } [Enter = { $default }, q để quay lại]
menu-unknown-variant = Không có biến thể '{ $variant }': hãy chọn một trong { $variants }.
menu-human = người
menu-who-plays = Ai chơi bên { $seat }? { $human } hoặc { $levels } [Enter = { $default }, q để quay lại]
menu-unknown-player = Không biết người chơi '{ $answer }': hãy gõ { $human } hoặc một trong { $levels }.
console-recorded = Đã ghi lại thành bàn { $id }; lệnh sau liệt kê các ván của bàn:
console-going-on = Tiếp tục bàn { $id }.
console-taken-elsewhere = Bàn { $id } giờ đang được chơi ở một cửa sổ khác (parlour play --resume { $id }): cửa sổ này dừng lại và không lưu gì thêm.

## `parlour rules`
rules-games = Các trò chơi (parlour rules <trò chơi> in luật của một trò):
rules-variants = Biến thể: { $variants } (mặc định { $default }).
rules-levels = Các mức của máy: { $levels }.

# Lời từ chối của dòng lệnh (`parlour play`, `parlour rules`, `parlour records`).
cli-error = lỗi: { $message }
cli-unknown-lang = '{ $code }' không phải ngôn ngữ của Parlour: dùng en, vi hoặc ru
# Những gì dòng lệnh nhận được mà không đọc được (gõ nhầm tùy chọn hoặc lệnh).
cli-unknown-command = không có lệnh '{ $command }'
cli-unknown-option = không có tùy chọn '{ $option }'
cli-no-value = { $option } cần một giá trị
cli-bad-value = '{ $value }' không phải giá trị của { $option }
cli-bad-value-why = '{ $value }' không phải giá trị của { $option }: { $why }
cli-why-whole-number = cần một số nguyên, từ 0 trở lên
cli-why-too-large = số quá lớn
cli-why-at-least-one = cần một số nguyên, từ 1 trở lên
cli-why-database = Parlour lưu hồ sơ trong một tệp SQLite hoặc trong PostgreSQL (postgres://…), không phải ở { $kind }
cli-why-database-slashes = trông như một địa chỉ bị thiếu dấu gạch chéo: hãy viết { $scheme }://…
cli-values = các giá trị có thể: { $values }
cli-missing = còn thiếu: { $what }
cli-conflict = không thể dùng { $option } cùng với { $other }
cli-extra = '{ $value }' không cần ở đây
cli-did-you-mean = có phải ý bạn là '{ $suggestion }'?
cli-see-help = xem '{ $command } --help'
cli-seats-count = { $game } có { $seats } chỗ ({ $names }), nhưng --seats liệt kê { $count }
cli-unknown-seat = không có chỗ '{ $seat }': dùng human hoặc một trong các mức máy { $levels }
cli-no-console-table = không có bàn console '{ $table }' nào chưa xong trong hồ sơ ({ $where })
cli-server-table = '{ $table }' là bàn của máy chủ: người chơi quay lại bàn qua máy chủ
cli-table-over = bàn console '{ $table }' không có ván nào đang chơi: các ván của nó đã xong (parlour records list liệt kê chúng; parlour play bắt đầu ván mới)
cli-table-closed = bàn console '{ $table }' đã đóng trong lúc đó
cli-not-a-game-id = '{ $id }' không phải một ván trong hồ sơ: viết như t3.1 (bàn t3, ván 1)
cli-table-not-game = '{ $id }' là một bàn, không phải một ván: hãy ghi ván, { $id }.1 là ván đầu tiên
cli-no-records = không có hồ sơ ở { $path } (chưa chơi gì với thư mục dữ liệu này; --data chọn thư mục khác)
cli-no-records-file = không có hồ sơ trong { $path } (chưa có ván nào được lưu trong tệp này; --database chọn tệp khác)
cli-records-read-only = không thể ghi vào hồ sơ ở { $where } (ổ đĩa chỉ đọc hoặc thư mục của người dùng khác): không lưu được ván chơi ở đó; hãy chọn thư mục chương trình ghi được bằng --data (parlour records vẫn đọc được hồ sơ này)
cli-no-game = không có ván { $id } trong hồ sơ ({ $where })
cli-no-player = không có người chơi '{ $nick }' trong hồ sơ
cli-no-player-results = không có người chơi '{ $nick }' trong hồ sơ (người chơi ở các bàn của máy chủ mới có kết quả; ván console được liệt kê bằng parlour records list)
cli-replay-no-seat = '{ $seat }' không phải là một chỗ ngồi của trò này (các chỗ ngồi: { $seats })
cli-hidden-running = trò này giấu bài và ván vẫn đang chơi: hồ sơ của nó được xuất khi ván kết thúc
cli-unknown-format = không có định dạng '{ $format }': dùng json hoặc text
cli-backup-postgres = hồ sơ này nằm trong PostgreSQL: sao lưu bằng pg_dump
cli-backup-exists = { $file } đã tồn tại: chọn một tệp mới
cli-backup-no-folder = không có thư mục { $folder } để ghi bản sao: hãy tạo nó trước, hoặc chọn thư mục khác
cli-copy-not-empty = hồ sơ ở { $where } không trống ({ $players } người chơi, { $tables } bàn): chỉ sao chép được vào hồ sơ mới (một tệp mới, hoặc một cơ sở dữ liệu PostgreSQL mới)
cli-copy-same = { $where } chính là hồ sơ cần sao chép: hãy sao chép vào hồ sơ khác
cli-copy-folder = --to chỉ tới một thư mục: hãy nêu tệp hồ sơ, ví dụ { $file }
cli-copy-no-folder = không có thư mục { $folder } để ghi bản sao: hãy tạo nó trước, hoặc chọn thư mục khác
cli-copy-into-error = không mở được hồ sơ đích ({ $where }): { $why }
cli-copy-failed = sao chép không thành công, chưa có gì được chép: { $why }
cli-copy-server-running = một máy chủ Parlour (tiến trình { $process }) đang dùng hồ sơ ở { $where }: hãy dừng nó trước (những gì nó ghi trong lúc sao chép sẽ không có trong bản sao)
cli-copy-servers-running = một máy chủ Parlour hoặc các nút đang dùng cơ sở dữ liệu { $where }: hãy dừng chúng trước (những gì chúng ghi trong lúc sao chép sẽ không có trong bản sao)
cli-copy-memory = hồ sơ trong bộ nhớ sẽ mất cùng chương trình: hãy sao chép vào một tệp hoặc một cơ sở dữ liệu PostgreSQL
cli-copy-read-only = không ghi được vào hồ sơ ở { $where } (đĩa chỉ đọc, hoặc thư mục của người dùng khác): hãy dùng --to chỉ tới hồ sơ mà chương trình này ghi được
# Lỗi của kho hồ sơ ({ $why }: lời của chính cơ sở dữ liệu, giữ nguyên)
cli-store-open = không mở được hồ sơ: { $why }
cli-store-full = đĩa chứa hồ sơ đã đầy
cli-store-read-only = hồ sơ chỉ đọc được
cli-store-locked = hồ sơ đang bị một chương trình khác khóa
cli-store-unavailable = không kết nối được cơ sở dữ liệu hồ sơ: { $why }
cli-store-nick-taken = biệt danh '{ $nick }' đã có người dùng
cli-store-nick-look-alike = biệt danh '{ $nick }' trông giống '{ $like }', một biệt danh đã có người dùng
cli-store-corrupt = hồ sơ chứa dữ liệu không đọc được: { $why }
cli-store-closed = hồ sơ đã đóng
cli-store-not-keeper = bàn { $table } giờ do một nút khác giữ
cli-store-other = không lưu được hồ sơ: { $why }
cli-move-refused = nước { $number } '{ $move }' không được chấp nhận: { $why }
cli-unknown-player = không có người chơi '{ $player }': hãy dùng một trong { $levels }
cli-no-engine = { $game } không có giao thức engine (chỉ Cờ Cối Xay có)
connect-failed = không kết nối được tới { $address }: { $why }
connect-bad-port = '{ $port }' không phải là số cổng (1-65535)
connect-no-host = thiếu tên máy: hãy viết như localhost hoặc 127.0.0.1:7070
connect-unknown-host = không tìm thấy máy '{ $host }': { $why }
connect-no-address = máy '{ $host }' không có địa chỉ
