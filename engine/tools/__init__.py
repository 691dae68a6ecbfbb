"""Offline tools of the engine: generators and oracles, never used while playing."""
