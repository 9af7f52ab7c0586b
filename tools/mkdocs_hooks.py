"""MkDocs hooks of the documentation site (``mkdocs.yml`` names this file).

``CHANGELOG.md`` and ``CONTRIBUTING.md`` stay at the repository's top level, where GitHub
and contributors look for them, and join the site as the pages ``changelog.md`` and
``contributing.md``: one text each, never a copy to keep in step.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[1]

#: Site page -> the top-level file it shows.
TOP_LEVEL = {"changelog.md": "CHANGELOG.md", "contributing.md": "CONTRIBUTING.md"}


def on_files(files: Files, config: MkDocsConfig) -> Files:
    for page, source in TOP_LEVEL.items():
        files.append(File.generated(config, page, abs_src_path=str(ROOT / source)))
    return files
