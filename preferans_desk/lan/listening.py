"""The listening socket of a server on the local network, and the port it takes when the one asked is busy."""

from __future__ import annotations

import socket
from dataclasses import dataclass

from .lan_limits import BACKLOG, NEXT_PORTS, PORT_BUSY, REUSE_ADDRESS


@dataclass(frozen=True)
class Listening:
    """A socket listening (not blocking), and the port asked for when it was busy and another was taken."""

    socket: socket.socket
    busy_port: int | None = None

    @property
    def port(self) -> int:
        return int(self.socket.getsockname()[1])


def listening_socket(bind: str, port: int) -> socket.socket:
    """A socket listening on ``bind``:``port`` (IPv6 for an address with a colon), with the system's backlog of
    ``BACKLOG``; the address reused where that is safe (not on Windows, where it would share a port another program
    listens on). ``OSError`` when it cannot be had."""
    family = socket.AF_INET6 if ":" in bind else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        if REUSE_ADDRESS:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((bind, port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    sock.setblocking(False)
    return sock


def listen(bind: str, port: int, move_if_busy: bool = True) -> Listening:
    """A socket on ``port``; when another program has it, on one of the ``NEXT_PORTS`` next ports, else on any free
    one (the ``Listening`` then names the port asked for), unless ``move_if_busy`` is off. Port 0 is any free one.
    ``OSError`` for anything but a busy port (an address not of this machine, say)."""
    tries = [port]
    if port and move_if_busy:
        tries += [p for p in range(port + 1, port + 1 + NEXT_PORTS) if p < 65536] + [0]
    for chosen in tries:
        try:
            sock = listening_socket(bind, chosen)
        except OSError as problem:
            if problem.errno not in PORT_BUSY or chosen == tries[-1]:
                raise
            continue
        return Listening(sock, port if chosen != port else None)
    raise AssertionError("unreachable: the last try returns or raises")


def lan_address() -> str:
    """This machine's address on its network, for a server bound to every interface: a UDP socket "connected" to a
    documentation address (nothing is sent) tells which interface would be used."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
