"""``kosumi match``: games between GTP engines, twogtp-style (the game loop,
clocks, settings, openings, result tables, statistics and the plot)."""
