# Từ ngữ dùng chung cho mọi giao diện: chỗ ngồi, người chơi, kết quả, danh sách.

## Danh sách
list-separator = {", "}
list-and = { $items } và { $last }

## Kết quả
result-wins = { $name } thắng
