"""A small integer linear model, solved by HiGHS (the ``highspy`` package).

The builder states a deck as integer variables (copies of each card) and named *groups*
of linear rows (one group per format limit or builder goal). :class:`Model` is plain
data; :func:`solve` hands the rows of the chosen groups to HiGHS's branch and bound and
returns the values, or None when no solution exists. Leaving groups out is how the
builder explains an impossible request (a deletion filter over the groups).

HiGHS runs in-process and single-threaded with a fixed seed, so a model always gets the
same answer on the same version. It prints a banner on standard output the first time a
solver is created in a process; :func:`_new_highs` sends that to the null device.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

INF = float("inf")


@dataclass
class Variable:
    name: str
    lower: float
    upper: float
    integer: bool = True


@dataclass
class Row:
    """``lower <= sum(coeff * x[var]) <= upper``, part of ``group``."""

    coefficients: dict[int, float]
    lower: float
    upper: float
    group: str


@dataclass
class Model:
    """Variables, rows in named groups, and an objective to maximise."""

    variables: list[Variable] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    objective: dict[int, float] = field(default_factory=dict)

    def add_variable(self, name: str, lower: float, upper: float, integer: bool = True) -> int:
        self.variables.append(Variable(name, lower, upper, integer))
        return len(self.variables) - 1

    def add_row(
        self,
        coefficients: Mapping[int, float],
        group: str,
        lower: float = -INF,
        upper: float = INF,
    ) -> None:
        terms = {k: v for k, v in coefficients.items() if v}
        self.rows.append(Row(terms, lower, upper, group))

    def groups(self) -> list[str]:
        """Every group, in the order its first row was added."""
        return list(dict.fromkeys(row.group for row in self.rows))


@dataclass(frozen=True)
class Solution:
    values: tuple[float, ...]
    objective: float
    seconds: float
    #: False when the time limit stopped the search before it proved the optimum.
    optimal: bool = True

    def value(self, index: int) -> int:
        return round(self.values[index])


_BANNER_SHOWN = False


@contextlib.contextmanager
def _quiet_stdout() -> Iterator[None]:
    """Send file descriptor 1 to the null device (HiGHS writes its banner there in C)."""
    try:
        sys.stdout.flush()
        saved = os.dup(1)
    except (OSError, ValueError):  # no real stdout (an embedding host): nothing to hide
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 1)
        yield
    finally:
        os.dup2(saved, 1)
        os.close(saved)
        os.close(null)


def _new_highs() -> Any:
    global _BANNER_SHOWN
    import highspy

    if _BANNER_SHOWN:
        highs = highspy.Highs()  # type: ignore[no-untyped-call]
    else:
        with _quiet_stdout():
            highs = highspy.Highs()  # type: ignore[no-untyped-call]
        _BANNER_SHOWN = True
    highs.setOptionValue("output_flag", False)
    highs.setOptionValue("random_seed", 0)
    highs.setOptionValue("threads", 1)
    highs.setOptionValue("mip_rel_gap", 1e-7)
    return highs


def solve(
    model: Model,
    groups: Collection[str] | None = None,
    *,
    objective: Mapping[int, float] | None = None,
    time_limit: float = 30.0,
) -> Solution | None:
    """Maximise the objective over the rows of ``groups`` (all when None).

    Returns None when the rows admit no integer solution; raises :class:`TimeoutError`
    when the time limit passes before any solution is found.
    """
    import highspy
    import numpy as np

    started = time.perf_counter()
    chosen = set(model.groups() if groups is None else groups)
    rows = [row for row in model.rows if row.group in chosen]
    goal = model.objective if objective is None else objective
    n = len(model.variables)
    lp = highspy.HighsLp()
    lp.num_col_ = n
    lp.num_row_ = len(rows)
    lp.col_cost_ = np.array([-goal.get(i, 0.0) for i in range(n)], dtype=np.float64)
    lp.col_lower_ = np.array([v.lower for v in model.variables], dtype=np.float64)
    lp.col_upper_ = np.array([v.upper for v in model.variables], dtype=np.float64)
    inf = highspy.kHighsInf
    lp.row_lower_ = np.array([max(r.lower, -inf) for r in rows], dtype=np.float64)
    lp.row_upper_ = np.array([min(r.upper, inf) for r in rows], dtype=np.float64)
    starts, index, value = [0], [], []
    for row in rows:
        for var, coefficient in sorted(row.coefficients.items()):
            index.append(var)
            value.append(coefficient)
        starts.append(len(index))
    matrix = lp.a_matrix_
    matrix.format_ = highspy.MatrixFormat.kRowwise
    matrix.start_ = np.array(starts, dtype=np.int32)
    matrix.index_ = np.array(index, dtype=np.int32)
    matrix.value_ = np.array(value, dtype=np.float64)
    lp.integrality_ = [
        highspy.HighsVarType.kInteger if v.integer else highspy.HighsVarType.kContinuous
        for v in model.variables
    ]
    highs = _new_highs()
    highs.setOptionValue("time_limit", float(time_limit))
    highs.passModel(lp)
    highs.run()
    status = highs.getModelStatus()
    kind = highspy.HighsModelStatus
    seconds = time.perf_counter() - started
    if status in (kind.kInfeasible, kind.kUnboundedOrInfeasible):
        return None
    has_solution = highs.getInfo().primal_solution_status == 2  # kSolutionStatusFeasible
    if status == kind.kOptimal or (status == kind.kTimeLimit and has_solution):
        values = tuple(float(v) for v in highs.getSolution().col_value)
        score = sum(goal.get(i, 0.0) * values[i] for i in range(n))
        return Solution(values, score, seconds, optimal=status == kind.kOptimal)
    if status == kind.kTimeLimit:
        raise TimeoutError(f"no solution found within {time_limit:g} s")
    raise RuntimeError(f"HiGHS stopped with status {highs.modelStatusToString(status)}")
