"""The engine's GTP front end: protocol framing, the command registry, the
server loop, the session and the command handlers (manual chapter 19).

Nothing here drives other engines; the client-side tools (``client``,
``match``, ``regress``) live beside it and are never imported from here.
"""
