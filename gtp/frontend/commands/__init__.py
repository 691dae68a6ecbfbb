"""GTP command handlers, one module per topic (see ``kosumi.gtp.engine``)."""
