# Puts the Node.js of .nvmrc first on PATH, for this shell: `. scripts/use-project-node.sh`.
# When the Node.js on PATH is older, the npm registry's `node` package (it ships the binary; no
# other download is needed) is installed once under ~/.cache/quickcheck/node-<version>, quietly
# (errors only). .ci/run sources it too, so CI runs every step on the project's Node.
_qc_root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
_qc_want=$(tr -d ' \n' < "$_qc_root/.nvmrc")
_qc_have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_qc_have" -lt "${_qc_want%%.*}" ]; then
  _qc_prefix="${XDG_CACHE_HOME:-$HOME/.cache}/quickcheck/node-$_qc_want"
  if [ ! -x "$_qc_prefix/node_modules/.bin/node" ]; then
    mkdir -p "$_qc_prefix"
    # Its own little project, whose one dependency's install script (it links the binary) is approved.
    printf '{ "private": true, "allowScripts": { "node": true } }\n' > "$_qc_prefix/package.json"
    npm install --prefix "$_qc_prefix" --no-fund --no-audit --loglevel=error "node@$_qc_want" > /dev/null ||
      { echo "Could not install node@$_qc_want from the npm registry into $_qc_prefix" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_qc_prefix/node_modules/.bin:$PATH"
  export QC_NODE_FROM="the npm registry's node@$_qc_want in $_qc_prefix; the machine's is $(/usr/bin/env -i PATH="${PATH#*:}" node -v 2>/dev/null || echo none)"
fi
unset _qc_root _qc_want _qc_have _qc_prefix
