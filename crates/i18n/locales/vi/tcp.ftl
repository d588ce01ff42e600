# Cổng TCP dạng văn bản (`nc`, `parlour connect`): lời sau nhãn của mỗi dòng. Các nhãn
# (WELCOME, NICK, …) và các từ `khóa=giá_trị` giữ tiếng Anh: chương trình đọc chúng.

tcp-server-full = máy chủ đã đầy ({ $limit } kết nối); hãy thử lại sau
tcp-address-full = quá nhiều kết nối từ địa chỉ của bạn ({ $limit }); hãy đóng bớt hoặc thử lại sau
tcp-welcome = Chào mừng đến với Parlour! Các trò chơi ở đây: { $games }. Cổng này xếp bạn vào bàn { $game }: { $summary } ({ $players } người mỗi ván). Gõ HELP bất cứ lúc nào.
tcp-game-in-list = { $name }
tcp-nick-prompt = Hãy chọn biệt danh (1-10 chữ cái, chữ số hoặc _), hoặc gõ TOKEN <mã> để quay lại:
tcp-nick-first = trước hết hãy chọn biệt danh: gõ riêng nó, ví dụ lan (sau đó { $command } mới dùng được), hoặc TOKEN <mã> để quay lại:
tcp-nick-alone = biệt danh nào? Gõ riêng nó (ann) hoặc sau NICK (NICK ann; muốn tên là nick thì gõ NICK nick)
tcp-token-alone = gõ mã sau TOKEN (TOKEN 26e97a…), hoặc chọn một biệt danh
tcp-flood-bye = quá nhiều dòng; ngắt kết nối
tcp-slow-down = quá nhiều dòng; hãy chậm lại (tối đa { $rate } dòng mỗi giây)
tcp-idle-bye = đã { $quiet } không gõ gì và bạn không ngồi bàn nào; tạm biệt
tcp-minutes = { $n } phút
tcp-seconds = { $n } giây
tcp-shutdown-bye = máy chủ đang tắt; ván của bạn được giữ lại: hãy quay lại bằng TOKEN khi máy chủ chạy lại
tcp-shutdown-bye-node = máy chủ này đang tắt; ván của bạn được giữ lại: hãy kết nối lại (một máy chủ khác của câu lạc bộ đưa bạn trở lại ngay bằng TOKEN)
tcp-signed-out-bye = mã của bạn đã được đổi ở một kết nối khác (khóa trên trang web cũng là mã này) nên ở đây bạn đã bị đăng xuất; hãy quay lại bằng TOKEN và mã mới
tcp-help =
    - Khi chơi: đến lượt thì gõ nước đi theo ký hiệu của trò chơi; BOARD vẽ
      lại bàn cờ, MOVES liệt kê các nước hợp lệ; DRAW đề nghị hòa, ACCEPT hoặc
      DECLINE để trả lời; RESIGN để chịu thua; TAKEOVER <chỗ> cho máy chơi
      thay người vắng mặt; READY báo bạn sẵn sàng cho ván tiếp theo (sau mỗi
      ván máy chủ báo thay bạn).
    - Bàn: TABLES liệt kê các bàn; PLAY <trò> xếp bạn vào một ván nhanh
      (nines, isolo, virus-war, elephant-fox-mouse, tablenette); NEW
      <trò> [biến thể] <chỗ> mở bàn mới, mỗi chỗ một từ: me, open, easy,
      medium, hard hoặc random (NEW nines me hard); JOIN <bàn> để ngồi vào,
      WATCH <bàn> để xem, LEAVE để rời bàn (giữa ván là chịu thua), LEAVE
      <bàn> để rời bàn đó.
    - TOKEN <mã> ở lời nhắc biệt danh để lấy lại chỗ ngồi (NEWKEY tạo mã mới,
      khi người khác đã thấy mã); QUIT để thoát (chỗ của bạn vẫn chờ bạn).
      LANG <mã> đổi ngôn ngữ (en, vi, ru); chỉ LANG để xem danh sách.
    - RULES [trò] [biến thể] cho xem luật và các mức máy của trò chơi (chỉ
      RULES: của bàn bạn).
tcp-rules-which-game = hãy nói trò nào: RULES nines (hoặc RULES nines standard cho một biến thể)
tcp-help-tags = Mỗi dòng của máy chủ bắt đầu bằng một nhãn: { $tags }.
tcp-line-too-long = sai dạng: mỗi dòng tối đa { $limit } byte; dòng này không được đọc
tcp-goodbye = tạm biệt
tcp-goodbye-seated = tạm biệt (chỗ của bạn vẫn chờ: hãy quay lại bằng TOKEN)
tcp-no-game = ở bàn của bạn không có ván nào đang chơi
tcp-watching = bạn đang xem bàn { $table }
tcp-which-table = bàn nào? hãy gõ { $command } và mã bàn, ví dụ { $command } t3 (TABLES liệt kê các bàn)
tcp-stopped-watching = bạn đã thôi xem bàn { $table }; hãy gõ PLAY hoặc TABLES
tcp-you-left = bạn đã rời bàn { $table }; hãy gõ PLAY hoặc TABLES
tcp-you-left-other = bạn đã rời bàn { $table }; bạn vẫn ở bàn { $here }
tcp-not-at-table = bạn không có chỗ ở bàn { $table } (TABLES liệt kê các bàn của bạn)
tcp-move-elsewhere = một ván { $game } đã bắt đầu ở bàn { $table }, bàn khác của bạn, và đang chờ bạn đi: JOIN { $table } khi ván ở đây xong, hoặc LEAVE { $table }
tcp-already-named = bạn đã là { $nick }
tcp-not-seated = bạn không ngồi bàn nào: gõ PLAY, TABLES hoặc HELP
tcp-unknown-command = '{ $command }' không phải lệnh ở đây: HELP liệt kê các lệnh (nước đi được gõ khi đến lượt bạn trong ván)
tcp-busy-playing = bạn đang chơi một ván ở bàn { $table }: hãy chơi xong, chịu thua (RESIGN) hoặc rời bàn (LEAVE) trước
tcp-not-a-move = sai dạng: đó không phải nước đi (một dòng { $length } ký tự); hãy nhập lại nước đi
tcp-hello = Xin chào, { $nick }. Mã của bạn là { $token }: nếu mất kết nối, gõ TOKEN { $token } ở lời nhắc biệt danh để lấy lại chỗ ngồi.
tcp-new-key = Mã mới của bạn là { $token }: mã cũ không còn dùng được, và các kết nối khác dùng nó đã bị đăng xuất. Hãy quay lại bằng TOKEN { $token }.
tcp-back-at = đã trở lại bàn { $table }
tcp-replaced = máy tính đã thay chỗ của { $who } (đang vắng mặt) và chơi tiếp
tcp-you-were-replaced = trong lúc bạn vắng mặt, máy tính đã thay chỗ của bạn ở bàn { $table }
tcp-now-at = giờ bạn ở bàn { $table } (TABLES liệt kê các bàn khác)
tcp-also-seated = các bàn khác của bạn: { $tables }; JOIN <bàn> để sang đó
tcp-seat-kept = ván ở bàn { $table } đã bắt đầu trước khi bạn rời đi: chỗ của bạn ở đó vẫn được giữ (JOIN { $table } để chơi)
tcp-nick-again = { $error }:
tcp-nick-another = { $error }; hãy chọn biệt danh khác:
tcp-no-quick-table = không tìm được bàn nhanh cho bạn; hãy gõ PLAY lần nữa
tcp-new-which-game = hãy nói trò chơi nào: NEW nines me hard
tcp-new-seats = { $game } có { $count } chỗ nhưng bạn ghi { $given }: mỗi chỗ một từ, me, open hoặc một mức máy ({ $levels }), ví dụ { $example }
tcp-table-open = bàn { $table } đã mở
tcp-how-to-join = người khác vào chỗ trống bằng lệnh JOIN { $table } ở cổng này, qua đường dẫn tới bàn (#/table/{ $table }) hoặc mục Bàn còn chỗ trống trên trang web
tcp-no-tables = chưa có bàn nào: gõ PLAY hoặc NEW để mở
tcp-takeover-nowhere = bạn không ngồi bàn nào
tcp-takeover-whom = hãy nói chỗ của ai: TAKEOVER <tên chỗ>
tcp-takeover-no-seat = bàn của bạn không có chỗ '{ $who }': TAKEOVER { $seats }
tcp-table-closed = bàn { $table } đã đóng ({ $reason }); gõ PLAY hoặc TABLES
tcp-closed-closed = đã đóng
tcp-closed-abandoned = mọi người đã rời đi
tcp-malformed = sai dạng: { $error }; hãy nhập lại nước đi
tcp-illegal = nước đi không hợp lệ: { $error }; hãy nhập lại nước đi
tcp-not-your-turn = đang là lượt của { $who }, không phải của bạn; hãy chờ đến lượt
tcp-another-player = người khác
tcp-draw-refused = bị từ chối: { $error }
tcp-game-begins = Ván { $game } bắt đầu (ván { $number }): { $seats }; thứ tự đi: { $order }; { $you }
tcp-game-under-way = Ván { $game } (ván { $number }) đang diễn ra, đã đi { $moves } nước: { $seats }; thứ tự đi: { $order }; { $you }
tcp-you-are = bạn là { $seat }
tcp-you-watch = bạn đang xem
tcp-taken-back = đã đi lại { $count } nước
tcp-played = { $who } đi { $move }: { $text }
tcp-draw-offered = { $who } đề nghị hòa
tcp-draw-declined = { $who } đã từ chối hòa; chơi tiếp
tcp-draw-lapsed = { $who } đi tiếp: lời đề nghị hòa không còn
tcp-draw-accepted-by = { $who } đã đồng ý
tcp-draw-answer = gõ ACCEPT hoặc DECLINE (hoặc cứ đi tiếp để từ chối)
tcp-draw-off = lời đề nghị hòa không còn; chơi tiếp
tcp-gone = { $who } đã vắng mặt: kết nối đã đóng
tcp-back = { $who } đã quay lại
tcp-away = { $who } đã vắng mặt { $secs } giây: TAKEOVER { $seat } cho máy chơi thay
tcp-waiting = đang chờ người chơi { $count }/{ $seats }
tcp-waiting-ready = đang chờ mọi người sẵn sàng cho ván tiếp theo: { $count }/{ $seats } đã sẵn sàng (trên trang web họ bấm Ván mới; ở đây máy chủ nói READY thay bạn)
tcp-bots-after = (máy sẽ ngồi vào các chỗ trống sau { $secs } giây)
tcp-board-lines = { $count } dòng tiếp theo
tcp-tag-you = (bạn)
tcp-tag-computer = (máy, { $level })
tcp-tag-away = (vắng mặt)
tcp-your-turn = đến lượt bạn ({ $seat })
tcp-enter-move = hãy nhập nước đi (bạn là { $seat }; hợp lệ: { $moves })
tcp-their-turn = đang là lượt của { $who }; xin chờ
tcp-last-game = ván gần nhất ở đây, { $game } (ván { $number }), đã kết thúc: { $result }
tcp-ready-mid-game = ván đang diễn ra: READY chỉ dùng giữa các ván (sau mỗi ván máy chủ nói READY thay bạn)
tcp-over = ván đã kết thúc
tcp-called-off = ván đã bị hủy: chưa phải ai cũng đã đi một nước; ván không tính cho ai
tcp-called-off-by = ván đã bị hủy: { $name } { $how ->
        [resigned] đầu hàng
        [went_away] vắng mặt và máy đã thế chỗ
       *[left] rời bàn
    } khi chưa phải ai cũng đã đi một nước; ván không tính cho ai
tcp-end-draw = hòa ({ $reason })
tcp-end-winner = thắng: { $who }
tcp-end-loser = thua: { $who }
tcp-end-survivor = sống sót: { $who }
tcp-end-reason = ({ $reason })
tcp-end-scores = điểm { $scores }
tcp-languages = ngôn ngữ: { $list }; hiện tại { $current }. Gõ LANG <mã> để đổi.
tcp-language-set = ngôn ngữ: { $name }
tcp-no-such-language = '{ $code }' không phải ngôn ngữ ở đây: dùng en, vi hoặc ru
