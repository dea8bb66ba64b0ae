"""A phone of a table as the club night's tests play it: a plain HTTP client of the director's phone requests
(``preferans_desk/night/phone_routes.py``), with its own device id."""

from __future__ import annotations

import http.client
import json
from typing import Any

from preferans_desk.core.gamefile import deal_to_json
from preferans_desk.render.samples import sample_game


class Phone:
    def __init__(self, address: str, code: str, device: str):
        host, port = address.rsplit(":", 1)
        self.host, self.port, self.code, self.device = host, int(port), code, device

    def ask(self, method: str, path: str, body: Any = None, raw: bytes | None = None,
            headers: dict[str, str] | None = None) -> tuple[int, dict[str, Any]]:
        connection = http.client.HTTPConnection(self.host, self.port, timeout=10)
        try:
            data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
            connection.request(method, path, body=data, headers=headers or {})
            reply = connection.getresponse()
            return reply.status, json.loads(reply.read() or b"{}")
        finally:
            connection.close()

    def state(self) -> dict[str, Any]:
        status, answer = self.ask("GET", f"/t/{self.code}/state.json")
        assert status == 200, answer
        return answer

    def enter(self, entry_id: str, deal: dict[str, Any], **more: Any) -> tuple[int, dict[str, Any]]:
        return self.ask("POST", f"/t/{self.code}/entries", {"id": entry_id, "device": self.device, "deal": deal,
                                                             **more})

    def act(self, entry_id: str, action: str) -> tuple[int, dict[str, Any]]:
        return self.ask("POST", f"/t/{self.code}/entries/{entry_id}/{action}", {"device": self.device})


def sample_deals(players: int, count: int, seed: int = 4) -> list[dict[str, Any]]:
    """``count`` deals of a Sochi sample game to 20 of ``players`` players, as a game file writes them."""
    return [deal_to_json(deal) for deal in sample_game(players, count, "sochi", pool_target=20, seed=seed).deals]
