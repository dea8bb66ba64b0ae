"""The LAN servers' base: the listening socket and the port it takes when the one asked is busy (the live sheet's
and the director's receiver's alike)."""

from __future__ import annotations

import socket

import pytest

from preferans_desk.lan import lan_limits
from preferans_desk.lan.listening import listen, listening_socket


def held_port() -> socket.socket:
    """A port another program listens on (held by the test)."""
    other = socket.socket()
    other.bind(("127.0.0.1", 0))
    other.listen(1)
    return other


def test_a_free_port_is_taken_as_asked():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    listening = listen("127.0.0.1", port)
    try:
        assert listening.port == port and listening.busy_port is None
    finally:
        listening.socket.close()


def test_a_busy_port_gives_way_to_a_next_one_or_any_and_says_so():
    with held_port() as other:
        busy = other.getsockname()[1]
        listening = listen("127.0.0.1", busy)
        try:
            assert listening.port != busy and listening.busy_port == busy
        finally:
            listening.socket.close()


def test_a_busy_port_is_refused_when_it_may_not_move():
    with held_port() as other, pytest.raises(OSError) as refused:
        listen("127.0.0.1", other.getsockname()[1], move_if_busy=False)
    assert refused.value.errno in lan_limits.PORT_BUSY


def test_an_address_not_of_this_machine_is_refused_at_once():
    with pytest.raises(OSError) as refused:
        listen("192.0.2.1", 0)  # a documentation address: never this machine's
    assert refused.value.errno not in lan_limits.PORT_BUSY


def test_the_socket_listens_with_the_backlog_and_does_not_block():
    sock = listening_socket("127.0.0.1", 0)
    try:
        assert not sock.getblocking()
        assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR) == int(lan_limits.REUSE_ADDRESS)
    finally:
        sock.close()


def test_an_ipv6_address_gets_an_ipv6_socket():
    if not socket.has_ipv6:
        pytest.skip("this system has no IPv6")
    try:
        sock = listening_socket("::1", 0)
    except OSError:
        pytest.skip("this machine's loopback has no IPv6 address")
    try:
        assert sock.family == socket.AF_INET6
    finally:
        sock.close()
