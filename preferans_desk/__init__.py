"""Preferans Desk: a desktop score sheet for Preferans."""

__version__ = "0.1.0"
