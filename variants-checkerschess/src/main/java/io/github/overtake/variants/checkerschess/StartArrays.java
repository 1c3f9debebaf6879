package io.github.overtake.variants.checkerschess;


/** The generated start position (R12, R13) and the castling home squares (R20). */
final class StartArrays {
  private final Options o;

  StartArrays(Options options) {
    this.o = options;
  }

  /** Returns the file of the kings' home squares. */
  int kingFile() {
    return o.width() / 2;
  }

  /** Returns the back rank of a side. */
  int backRank(int side) {
    return side == 0 ? 0 : o.height() - 1;
  }

  /** Returns whether castling with the rook on the higher (kingside) or lower file can exist. */
  boolean rookFarEnough(boolean kingside) {
    int k = kingFile();
    return kingside ? o.width() - 1 - k >= 3 : k >= 3;
  }

  /** Returns the chess back row for the width, in upper case, file a first. */
  String backRow() {
    int m = o.width();
    char[] row = new char[m];
    int king = m / 2;
    row[0] = 'R';
    row[m - 1] = 'R';
    row[king] = 'K';
    row[king - 1] = 'Q';
    char[] fill = {'N', 'B'};
    for (int f = 1, i = 0; f < king - 1; f++, i++) {
      row[f] = fill[i & 1];
    }
    for (int f = m - 2, i = 0; f > king; f--, i++) {
      row[f] = fill[i & 1];
    }
    return new String(row);
  }

  /** Returns the start position text. */
  String startPosition() {
    int m = o.width();
    int n = o.height();
    char[][] board = new char[n][m];
    for (char[] r : board) {
      java.util.Arrays.fill(r, '.');
    }
    for (int side = 0; side < 2; side++) {
      boolean white = side == 0;
      if (o.type(side).isChess()) {
        String back = backRow();
        int br = backRank(side);
        int pr = white ? 1 : n - 2;
        for (int f = 0; f < m; f++) {
          char c = back.charAt(f);
          board[br][f] = white ? c : Character.toLowerCase(c);
          board[pr][f] = white ? 'P' : 'p';
        }
      } else {
        int k = Math.max(1, (n - 2) / 2);
        for (int i = 0; i < k; i++) {
          int r = white ? i : n - 1 - i;
          for (int f = 0; f < m; f++) {
            if (((f + r) & 1) == 0) {
              board[r][f] = white ? 'M' : 'm';
            }
          }
        }
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int r = n - 1; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < m; f++) {
        char c = board[r][f];
        if (c == '.') {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(c);
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    sb.append(" w ");
    StringBuilder rights = new StringBuilder();
    if (o.castling()) {
      for (int side = 0; side < 2; side++) {
        if (!o.type(side).isChess()) {
          continue;
        }
        if (rookFarEnough(true)) {
          rights.append(side == 0 ? 'K' : 'k');
        }
        if (rookFarEnough(false)) {
          rights.append(side == 0 ? 'Q' : 'q');
        }
      }
    }
    sb.append(rights.length() == 0 ? "-" : rights).append(" - 0 1");
    return sb.toString();
  }
}
