/**
 * One named test per rule of the seed (002_de691bdfd4eaf5b7.txt) and per ruling of
 * RULINGS.md "The Pit". Destination lists were worked out by hand from the rules.
 */
import { describe, expect, it } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import { at, board, movesFrom, play, refusal, squares, targetsFrom } from "./helpers.ts";

const START = "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1";
const start = () => {
  const setup = thePit.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
};

describe("the board (seed: Introduction, Setup; ruling 1)", () => {
  it("seed: the board is 10x10 without its 16 centre squares, the pit d4-g7", () => {
    const view = thePit.view(start());
    expect(view.cells).toHaveLength(100);
    const holes = view.cells.filter((cell) => cell.shape === "hole").map((cell) => cell.id);
    const pit = ["d", "e", "f", "g"].flatMap((file) => [4, 5, 6, 7].map((rank) => `${file}${rank}`));
    expect(holes.sort()).toEqual(pit.sort());
  });

  it("ruling 1: nothing may enter the pit: no slide, step or leap ends on a pit square", () => {
    // Queen d3 next to the pit, Sorceror d1 five below d6, Hero c3 a knight's leap from d5/e4.
    const state = at(board("Qd3 Sd1 Hc3 Ka1 kj10"));
    const pit = new Set(["d4", "d5", "d6", "d7", "e4", "e5", "e6", "e7", "f4", "f5", "f6", "f7", "g4", "g5", "g6", "g7"]);
    for (const move of thePit.legalMoves(state)) expect(pit.has(move.path[1]), move.text).toBe(false);
    expect(refusal(state, "Qd3-d4")).toMatchObject({ code: "illegal_move", message: "Nothing may enter the pit." });
    expect(refusal(state, "Sd1-d6").message).toBe("Nothing may enter the pit.");
    expect(refusal(state, "Hc3-e4").message).toBe("Nothing may enter the pit.");
  });

  it("ruling 1: nothing slides across the pit", () => {
    const state = at(board("Rc5 Qc3 Ka1 kj10"));
    // The rook on c5 stops at d5's edge; the queen's diagonal c3-d4 is closed at once.
    expect(targetsFrom(state, "c5")).not.toContain("h5");
    expect(targetsFrom(state, "c3")).not.toContain("h8");
    expect(refusal(state, "Rc5-h5").message).toBe("The Rook on c5 cannot slide across the pit.");
    expect(refusal(state, "Qc3-h8").message).toBe("The Queen on c3 cannot slide across the pit.");
  });

  it("ruling 1: the knight part of Hero and Cavalier leaps over the pit but cannot land in it", () => {
    const hero = at(board("Hd3 Ka1 kj10"));
    // Rook part: d2 d1, c3 b3 a3, e3..j3 (d4 is pit). Knight part: b2 b4 c1 c5 e1 f2 (e5, f4 are pit).
    expect(targetsFrom(hero, "d3")).toEqual(squares("d2 d1 c3 b3 a3 e3 f3 g3 h3 i3 j3 b2 b4 c1 c5 e1 f2"));
    const cavalier = at(board("Cg3 Ka1 kj10"));
    // Bishop part: h4 i5 j6, h2 i1, f2 e1 (f4 is pit). Knight part: e2 f1 h1 h5 i2 i4 (e4, f5 are pit).
    expect(targetsFrom(cavalier, "g3")).toEqual(squares("h4 i5 j6 h2 i1 f2 e1 e2 f1 h1 h5 i2 i4"));
  });

  it("seed: the Sorceror can cross the pit", () => {
    const state = at(board("Sd3 Ka1 kj10"));
    // King steps c2 c3 c4 d2 e2 e3 (d4, e4 are pit); leaps i3, d8 and i8, the last two over the pit.
    expect(targetsFrom(state, "d3")).toEqual(squares("c2 c3 c4 d2 e2 e3 i3 d8 i8"));
  });
});

describe("setup (seed: Setup; ruling 2)", () => {
  it("seed: the pieces start where the seed's setup lists them", () => {
    const pieces = new Map(thePit.view(start()).pieces.map((piece) => [piece.at, `${piece.side} ${piece.kind}`]));
    const expected: [string, string][] = [
      ["a1", "R"], ["j1", "R"], ["b1", "C"], ["i1", "C"], ["c1", "H"], ["h1", "H"], ["d1", "S"], ["g1", "S"], ["e1", "Q"], ["f1", "K"],
    ];
    for (const [square, kind] of expected) {
      expect(pieces.get(square)).toBe(`white ${kind}`);
      expect(pieces.get(`${square[0]}10`)).toBe(`black ${kind}`);
    }
    for (const file of "abcdefghij") {
      expect(pieces.get(`${file}2`)).toBe("white P");
      expect(pieces.get(`${file}9`)).toBe("black P");
    }
    expect(pieces.size).toBe(40);
  });

  it("ruling 6: the start position text is the one RULINGS.md gives", () => {
    expect(thePit.makePosition(start())).toBe(START);
  });

  it("ruling 2: White moves first", () => {
    expect(thePit.turn(start())).toBe("white");
  });

  it("ruling 2: the king cannot castle", () => {
    const state = at(board("Kf1 Ra1 Rj1 kf10"));
    expect(targetsFrom(state, "f1")).toEqual(squares("e1 e2 f2 g1 g2"));
    expect(refusal(state, "Kf1-h1").message).toBe("The King on f1 cannot reach h1.");
    expect(thePit.parsePosition(board("Kf1 Ra1 Rj1 kf10", "w K - 0 1")).ok).toBe(false);
  });
});

describe("the pieces (seed: Pieces; ruling 4)", () => {
  it("seed: the Rook moves like the FIDE rook", () => {
    expect(targetsFrom(at(board("Rc5 Ka1 kj10")), "c5")).toEqual(squares("c6 c7 c8 c9 c10 c4 c3 c2 c1 b5 a5"));
  });

  it("ruling 4: the Hero moves as a rook or as a knight", () => {
    expect(targetsFrom(at(board("Hc5 Ka1 kj10")), "c5")).toEqual(
      squares("c6 c7 c8 c9 c10 c4 c3 c2 c1 b5 a5 a4 a6 b3 b7 d3"),
    );
  });

  it("ruling 4: the Cavalier moves as a bishop or as a knight", () => {
    expect(targetsFrom(at(board("Cc5 Ka1 kj10")), "c5")).toEqual(squares("b6 a7 b4 a3 a4 a6 b3 b7 d3"));
  });

  it("ruling 4: the Sorceror steps like a king or leaps exactly five squares in eight directions", () => {
    // King steps b4 b5 b6 c4 c6; leaps h5, c10, h10 (the other five leave the board).
    expect(targetsFrom(at(board("Sc5 Ka1 kj10")), "c5")).toEqual(squares("b4 b5 b6 c4 c6 h5 c10 h10"));
  });

  it("ruling 4: the Sorceror's leap goes over anything and captures where it lands", () => {
    // Own pawns b3, c3, b4 do not stop the leaps to f3, a8 and f8; a black rook on f3 is taken.
    const state = at(board("Sa3 Pb3 Pc3 Pb4 rf3 Kj1 kj10"));
    expect(targetsFrom(state, "a3")).toEqual(squares("a2 a4 b2 f3 a8 f8"));
    expect(movesFrom(state, "a3")).toContain("Sa3xf3");
  });

  it("seed: the Queen moves like the FIDE queen", () => {
    expect(targetsFrom(at(board("Qc5 Ka1 kj10")), "c5")).toEqual(squares("c6 c7 c8 c9 c10 c4 c3 c2 c1 b5 a5 b6 a7 b4 a3"));
  });

  it("seed: the King moves one square in any direction", () => {
    // A pawn on j2 keeps the game from being a bare-kings draw.
    expect(targetsFrom(at(board("Kc5 Pj2 kj10")), "c5")).toEqual(squares("b4 b5 b6 c4 c6"));
    expect(targetsFrom(at(board("Kb2 Pj2 kj10")), "b2")).toEqual(squares("a1 a2 a3 b1 b3 c1 c2 c3"));
  });
});

describe("pawns (seed: Pawn; ruling 3)", () => {
  it("ruling 3: a pawn steps one square forward and one square sideways, never capturing so", () => {
    expect(movesFrom(at(board("Pb5 Ka1 kj10")), "b5")).toEqual(["b5-a5", "b5-b6", "b5-c5"]);
    // Blocked ahead and beside by enemy pieces: the pawn may not take them straight or sideways.
    expect(movesFrom(at(board("Pb5 pb6 ha5 rc5 Kj1 kj10")), "b5")).toEqual([]);
  });

  it("ruling 3: a sidestep may be made on any rank, but not into the pit", () => {
    expect(movesFrom(at(board("Pc5 Ka1 kj10")), "c5")).toEqual(["c5-b5", "c5-c6"]);
    expect(movesFrom(at(board("Pi8 Ka1 kj10")), "i8")).toEqual(["i8-h8", "i8-i9", "i8-j8"]);
    expect(movesFrom(at(board("pb6 Ka1 kj10", "b - - 0 1")), "b6")).toEqual(["b6-a6", "b6-b5", "b6-c6"]);
  });

  it("ruling 3: a pawn on its start rank may advance two squares if both are empty", () => {
    expect(movesFrom(at(board("Pc2 Ka1 kj10")), "c2")).toEqual(["c2-b2", "c2-c3", "c2-c4", "c2-d2"]);
    expect(movesFrom(at(board("Pc2 rc3 Ka1 kj10")), "c2")).toEqual(["c2-b2", "c2-d2"]);
    expect(movesFrom(at(board("Pc2 cc4 Ka1 kj10")), "c2")).toEqual(["c2-b2", "c2-c3", "c2-d2"]);
    expect(movesFrom(at(board("pc9 Ka1 kj10", "b - - 0 1")), "c9")).toEqual(["c9-b9", "c9-c7", "c9-c8", "c9-d9"]);
  });

  it("ruling 3: pawns on the d-g files cannot advance two squares, into the pit", () => {
    expect(movesFrom(at(board("Pd2 Ka1 kj10")), "d2")).toEqual(["d2-c2", "d2-d3", "d2-e2"]);
  });

  it("ruling 3: a pawn on its start rank may advance two squares however it got there", () => {
    // b2-a2 is a sidestep along the start rank; the pawn may still go two squares from a2.
    const state = play(at(board("Pb2 Kj1 kj10")), "b2-a2", "Kj10-i10");
    expect(movesFrom(state, "a2")).toContain("a2-a4");
  });

  it("ruling 3: a pawn on its third rank may step two squares sideways if both squares are empty", () => {
    expect(movesFrom(at(board("Pc3 Ka1 kj10")), "c3")).toEqual(["c3-a3", "c3-b3", "c3-c4", "c3-d3", "c3-e3"]);
    expect(movesFrom(at(board("pc8 Ka1 kj10", "b - - 0 1")), "c8")).toEqual(["c8-a8", "c8-b8", "c8-c7", "c8-d8", "c8-e8"]);
    // Not past a piece, not onto one.
    expect(movesFrom(at(board("Pc3 rb3 ce3 Ka2 kj10")), "c3")).toEqual(["c3-c4", "c3-d3"]);
    // Not from any other rank.
    expect(movesFrom(at(board("Pc2 Ka1 kj10")), "c2")).not.toContain("c2-a2");
  });

  it("ruling 3: a two-square sidestep cannot cross the pit (the third ranks never touch it)", () => {
    // Ranks 3 and 8 hold no pit square, so the rule never has to stop a sidestep; from
    // every third-rank square the double sidestep reaches exactly the squares two files away.
    for (const file of "abcdefghij") {
      const targets = movesFrom(at(board(`P${file}3 Ka10 kj10`)), `${file}3`).map((text) => text.slice(3));
      const index = "abcdefghij".indexOf(file);
      for (const far of [index - 2, index + 2]) if (far >= 0 && far < 10) expect(targets).toContain(`${"abcdefghij"[far]}3`);
    }
  });

  it("ruling 3: a pawn captures one square diagonally forward, never straight ahead", () => {
    expect(movesFrom(at(board("Pb3 ra4 hc4 cb4 Kj1 kj10")), "b3")).toEqual(["b3-a3", "b3-c3", "b3-d3", "b3xa4", "b3xc4"]);
    expect(movesFrom(at(board("ph8 Ri7 Ka1 kj10", "b - - 0 1")), "h8")).toEqual(["h8-f8", "h8-g8", "h8-h7", "h8-i8", "h8-j8", "h8xi7"]);
  });

  it("ruling 3: en passant after a two-step advance, written with x", () => {
    const state = play(at(board("Pc2 pb4 Kj1 kj10")), "c2-c4");
    expect(thePit.makePosition(state)).toContain(" b - c3 0 1");
    const capture = thePit.legalMoves(state).find((move) => move.text === "b4xc3");
    expect(capture).toMatchObject({ kind: "en-passant", path: ["b4", "c3"] });
    const after = thePit.play(state, "b4xc3");
    expect(after.ok && after.value.notes.map((note) => note.message)).toEqual(["The pawn on c4 is captured en passant."]);
    expect(after.ok && thePit.makePosition(after.value.state)).toBe(board("pc3 Kj1 kj10", "w - - 0 2"));
    // White's en passant, after a black two-step from rank 9.
    expect(movesFrom(play(at(board("Pb7 pc9 Kj1 kj10", "b - - 0 1")), "c9-c7"), "b7")).toContain("b7xc8");
  });

  it("ruling 3: en passant is possible only on the move right after the two-step", () => {
    const state = play(at(board("Pc2 pb4 Kj1 kj10")), "c2-c4", "Kj10-i10", "Kj1-i1");
    expect(movesFrom(state, "b4")).toEqual(["b4-a4", "b4-b3"]);
  });

  it("ruling 3: no en passant follows a sidestep, even a two-square one", () => {
    // a3-c3 passes b3, which the black pawn on a4 attacks: still no capture on b3.
    const state = play(at(board("Pa3 pa4 Kj1 kj10")), "a3-c3");
    expect(thePit.makePosition(state)).toContain(" b - - 0 1");
    expect(movesFrom(state, "a4")).toEqual(["a4-a3", "a4-b4"]);
  });

  it("ruling 3: a pawn reaching the last rank promotes to Queen, Rook, Hero, Cavalier or Sorceror", () => {
    const state = at(board("Pa9 rb10 Kj1 kj10"));
    expect(movesFrom(state, "a9")).toEqual([
      "a9-a10=C", "a9-a10=H", "a9-a10=Q", "a9-a10=R", "a9-a10=S", "a9-b9",
      "a9xb10=C", "a9xb10=H", "a9xb10=Q", "a9xb10=R", "a9xb10=S",
    ]);
    expect(thePit.legalMoves(state).find((move) => move.text === "a9-a10=S")).toEqual({
      text: "a9-a10=S", path: ["a9", "a10"], choice: "S", kind: "promotion",
    });
    expect(thePit.legalMoves(state).find((move) => move.text === "a9xb10=Q")?.kind).toBe("capture-promotion");
    const promoted = play(state, "a9-a10=S");
    expect(thePit.view(promoted).pieces).toContainEqual({ at: "a10", side: "white", kind: "S" });
    // Black promotes on rank 1.
    expect(movesFrom(at(board("pc2 Ka10 kj10", "b - - 0 1")), "c2")).toEqual([
      "c2-b2", "c2-c1=C", "c2-c1=H", "c2-c1=Q", "c2-c1=R", "c2-c1=S", "c2-d2",
    ]);
  });

  it("ruling 3: a pawn reaching the last rank must promote, and only to those five", () => {
    const state = at(board("Pa9 Kj1 kj10"));
    expect(refusal(state, "a9-a10").message).toBe("A pawn reaching the last rank must promote: add =Q, =R, =H, =C, =S.");
    expect(refusal(state, "a9-a10=K").message).toBe("A pawn may promote only to a Queen, Rook, Hero, Cavalier or Sorceror (=Q, =R, =H, =C, =S).");
    expect(refusal(state, "a9-a10=P").code).toBe("illegal_move");
    expect(refusal(state, "a9-b9=Q").message).toBe("Only a pawn reaching the last rank promotes.");
    // A wrong capture sign is named first, and the suggested text is a legal one.
    expect(refusal(state, "a9xa10=S").message).toBe("There is nothing to capture on a10: write a9-a10=S.");
    expect(refusal(state, "a9xa10=K").message).toBe("There is nothing to capture on a10: write a9-a10=Q.");
    expect(refusal(state, "a9xb9=Q").message).toBe("There is nothing to capture on b9: write a9-b9.");
  });
});

describe("check, mate and draws (seed: Rules; ruling 5)", () => {
  it("ruling 5: a move may not leave one's own king attacked (a pinned piece stays on its line)", () => {
    const state = at(board("Kc1 Rc3 rc9 kj10"));
    expect(targetsFrom(state, "c3")).toEqual(squares("c2 c4 c5 c6 c7 c8 c9"));
    expect(refusal(state, "Rc3-d3")).toMatchObject({ code: "illegal_move", message: "Your king would be in check." });
  });

  it("ruling 5: a king may not step onto an attacked square", () => {
    // The rook on b10 guards b1 and b2; the Sorceror on f2 leaps five squares to a2.
    // (White's pawn on j3 can still move, so this is no stalemate.)
    const state = at(board("Ka1 Pj3 rb10 sf2 kj10"));
    expect(targetsFrom(state, "a1")).toEqual([]);
    expect(refusal(state, "Ka1-a2").message).toBe("Your king would be in check.");
  });

  it("ruling 5: a king in check must be saved: every legal move ends the check", () => {
    const state = at(board("Kc1 Ra3 Ha5 rc9 kj10"));
    const texts = thePit.legalMoves(state).map((move) => move.text).sort();
    // The king steps off the c-file, the rook blocks on c3, the Hero blocks on c5 (rook) or c4, c6 (knight).
    expect(texts).toEqual(["Ha5-c4", "Ha5-c5", "Ha5-c6", "Kc1-b1", "Kc1-b2", "Kc1-d1", "Kc1-d2", "Ra3-c3"]);
  });

  it("ruling 5: checkmate wins", () => {
    const played = thePit.play(at(board("Ka1 kc3 qb8", "b - - 0 1")), "Qb8-b2");
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.value.notes.map((note) => note.message)).toEqual(["Checkmate: Black wins."]);
    expect(thePit.outcome(played.value.state)).toEqual({ status: "win", winner: "black", reason: "checkmate" });
    expect(thePit.legalMoves(played.value.state)).toEqual([]);
  });

  it("ruling 5: stalemate draws", () => {
    const state = play(at(board("Ka1 kc2 qb8", "b - - 0 1")), "Qb8-b3");
    expect(thePit.outcome(state)).toEqual({ status: "draw", reason: "stalemate" });
    expect(thePit.legalMoves(state)).toEqual([]);
  });

  it("ruling 5: threefold repetition of the position draws at once", () => {
    const shuffle = ["Cb1-a3", "Cb10-a8", "Ca3-b1", "Ca8-b10"];
    const twice = play(start(), ...shuffle, ...shuffle.slice(0, 3));
    expect(thePit.outcome(twice)).toEqual({ status: "ongoing" });
    const thrice = thePit.play(twice, "Ca8-b10");
    expect(thrice.ok && thePit.outcome(thrice.value.state)).toEqual({ status: "draw", reason: "threefold-repetition" });
    expect(thrice.ok && thrice.value.notes.map((note) => note.message)).toEqual(["The same position has occurred three times: the game is drawn."]);
    expect(thrice.ok && thePit.legalMoves(thrice.value.state)).toEqual([]);
  });

  it("ruling 5: a repeated position needs the same side to move", () => {
    // White's king walks a triangle (a1-b1-b2-a1) while Black's goes back and forth, so the
    // placement of ply 0 comes back at ply 5 with Black to move: a different position.
    const path = ["Ka1-b1", "Kj10-i10", "Kb1-b2", "Ki10-j10", "Kb2-a1", "Kj10-i10", "Ka1-b1", "Ki10-j10", "Kb1-a1"];
    const base = at(board("Ka1 Rc5 kj10"));
    const nine = play(base, ...path);
    // The placement has now stood three times (plies 0, 5, 9), but only twice with Black to move.
    expect(thePit.outcome(nine)).toEqual({ status: "ongoing" });
    const thirteen = play(nine, "Kj10-i10", "Ka1-b1", "Ki10-j10", "Kb1-a1");
    expect(thePit.outcome(thirteen)).toEqual({ status: "draw", reason: "threefold-repetition" });
  });

  it("ruling 5: a repeated position needs the same en passant possibility", () => {
    // After c2-c4 both sides shuffle twice round a four-ply cycle, so the placement right
    // after c2-c4 (Black to move) stands at plies 1, 5 and 9.
    const shuffle = ["Rh10-h9", "Kj1-i1", "Rh9-h10", "Ki1-j1"];
    // Black's b4 pawn may take en passant at ply 1 only: that position differs from its repeats.
    const free = play(at(board("Kj1 Rb1 Pc2 pb4 ka8 rh10")), "c2-c4", ...shuffle, ...shuffle);
    expect(thePit.outcome(free)).toEqual({ status: "ongoing" });
    // With the black king on b8 the b4 pawn is pinned, en passant is not legal, and ply 1 counts.
    const pinned = play(at(board("Kj1 Rb1 Pc2 pb4 kb8 rh10")), "c2-c4");
    expect(thePit.makePosition(pinned)).toContain(" b - - 0 1");
    expect(thePit.outcome(play(pinned, ...shuffle, ...shuffle))).toEqual({ status: "draw", reason: "threefold-repetition" });
  });

  it("ruling 5: a repetition counts across sidesteps, which a pawn can undo", () => {
    const state = play(at(board("Ka1 Pb5 kj10")), "b5-a5", "Kj10-i10", "a5-b5", "Ki10-j10", "b5-a5", "Kj10-i10", "a5-b5", "Ki10-j10");
    expect(thePit.outcome(state)).toEqual({ status: "draw", reason: "threefold-repetition" });
  });

  it("ruling 5: fifty moves by each side without a capture or a pawn move draw", () => {
    const state = at(board("Ka1 Rc5 kj10", "w - - 99 80"));
    expect(thePit.outcome(state)).toEqual({ status: "ongoing" });
    const played = thePit.play(state, "Rc5-c6");
    expect(played.ok && thePit.outcome(played.value.state)).toEqual({ status: "draw", reason: "fifty-move-rule" });
    expect(played.ok && thePit.makePosition(played.value.state)).toBe(board("Ka1 Rc6 kj10", "b - - 100 80"));
  });

  it("ruling 5: a capture or any pawn move, a sidestep included, starts the fifty-move count again", () => {
    const sidestep = play(at(board("Ka1 Rc5 Pb5 kj10", "w - - 99 80")), "b5-a5");
    expect(thePit.outcome(sidestep)).toEqual({ status: "ongoing" });
    expect(thePit.makePosition(sidestep)).toContain(" b - - 0 80");
    const capture = play(at(board("Ka1 Rc5 pc9 kj10", "w - - 99 80")), "Rc5xc9");
    expect(thePit.makePosition(capture)).toContain(" b - - 0 80");
  });

  it("ruling 5: checkmate on the hundredth quiet ply wins rather than draws", () => {
    const state = play(at(board("Ka1 kc3 qb8", "b - - 99 80")), "Qb8-b2");
    expect(thePit.outcome(state)).toEqual({ status: "win", winner: "black", reason: "checkmate" });
  });

  it("ruling 5: only the two kings left draws at once", () => {
    const played = thePit.play(at(board("Ka1 rb1 kj10")), "Ka1xb1");
    expect(played.ok && thePit.outcome(played.value.state)).toEqual({ status: "draw", reason: "insufficient-material" });
    expect(played.ok && played.value.notes.map((note) => note.message)).toEqual(["Only the two kings are left: the game is drawn."]);
    // A king and any one other piece play on (the seed: K+S mates more easily than K+C).
    expect(thePit.outcome(at(board("Ka1 Sb2 kj10")))).toEqual({ status: "ongoing" });
    expect(thePit.outcome(at(board("Ka1 cb2 kj10")))).toEqual({ status: "ongoing" });
  });

  it("ruling 5: once the game is over no move is listed and every move is refused", () => {
    const state = play(at(board("Ka1 rb1 kj10")), "Ka1xb1");
    expect(thePit.legalMoves(state)).toEqual([]);
    expect(thePit.play(state, "Kj10-i10")).toEqual({
      ok: false,
      error: { code: "game_over", message: "The game is over. Only the two kings are left: the game is drawn." },
    });
  });
});

describe("notation (ruling 6)", () => {
  it("ruling 6: moves are long algebraic with letters K Q R H C S and none for pawns", () => {
    const texts = thePit.legalMoves(start()).map((move) => move.text).sort();
    expect(texts).toEqual([
      "Cb1-a3", "Cb1-c3", "Ci1-h3", "Ci1-j3", "Hc1-b3", "Hc1-d3", "Hh1-g3", "Hh1-i3", "Sd1-i6", "Sg1-b6",
      "a2-a3", "a2-a4", "b2-b3", "b2-b4", "c2-c3", "c2-c4", "d2-d3", "e2-e3", "f2-f3", "g2-g3",
      "h2-h3", "h2-h4", "i2-i3", "i2-i4", "j2-j3", "j2-j4",
    ]);
  });

  it("ruling 6: x marks captures and only captures", () => {
    const state = at(board("Hc1 pc7 Kj1 kj10"));
    expect(movesFrom(state, "c1")).toContain("Hc1xc7");
    expect(movesFrom(state, "c1")).toContain("Hc1-c6");
    expect(thePit.legalMoves(state).find((move) => move.text === "Hc1xc7")).toEqual({ text: "Hc1xc7", path: ["c1", "c7"], kind: "capture" });
    expect(refusal(state, "Hc1-c7").message).toBe("That move captures: write Hc1xc7.");
    expect(refusal(state, "Hc1xc6").message).toBe("There is nothing to capture on c6: write Hc1-c6.");
  });

  it("ruling 6: a sidestep is written like any pawn move (d2-c2)", () => {
    const state = play(at(board("Pd2 Kj1 kj10")), "d2-c2");
    expect(thePit.view(state).pieces).toContainEqual({ at: "c2", side: "white", kind: "P" });
  });

  it("ruling 6: the position text is FEN with * for each pit square", () => {
    const state = play(start(), "c2-c4");
    expect(thePit.makePosition(state)).toBe("rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/2P****3/10/PP1PPPPPPP/RCHSQKSHCR b - - 0 1");
  });
});
