"""exact_numbers.exact_sum is norm(a + b): the same value of the same type, whole numbers as ints; whole_keys orders as
the numbers do."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from preferans_desk.core.exact_numbers import exact_sum, norm, whole_keys

numbers = st.one_of(st.integers(-10**15, 10**15),
                    st.fractions(max_denominator=10**6).map(norm),
                    st.fractions(max_denominator=12))


@given(numbers, numbers)
def test_exact_sum_is_the_normal_sum(a, b):
    total = exact_sum(a, b)
    expected = norm(a + b)
    assert total == expected and type(total) is type(expected)
    if isinstance(total, Fraction):
        assert (total.numerator, total.denominator) == (expected.numerator, expected.denominator)


def test_a_bool_is_added_as_plus_adds_it():
    assert exact_sum(True, Fraction(1, 2)) == Fraction(3, 2) and exact_sum(2, True) == 3


@given(st.lists(st.one_of(st.integers(-10**6, 10**6), st.fractions(max_denominator=60)), min_size=1, max_size=8))
def test_whole_keys_order_as_the_numbers_do(values):
    keys = whole_keys(values)
    assert all(type(key) is int for key in keys)
    for a, ka in zip(values, keys, strict=True):
        for b, kb in zip(values, keys, strict=True):
            assert (a < b) == (ka < kb) and (a == b) == (ka == kb)
