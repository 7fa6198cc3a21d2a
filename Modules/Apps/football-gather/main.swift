print("football-gather")
