"""Result records of a run, and their JSON-lines writer and reader."""

from conformance.results.records import STATUSES, FailureDetail, ResultRecord
from conformance.results.stream import ResultsReader, ResultsWriter, read_results

__all__ = ["STATUSES", "FailureDetail", "ResultRecord", "ResultsReader", "ResultsWriter", "read_results"]
