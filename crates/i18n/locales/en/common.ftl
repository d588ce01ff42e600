# Words every front-end shares: seats, players, results, lists.

## Lists
list-separator = {", "}
list-and = { $items } and { $last }

## Results
result-wins = { $name } wins
