/**
 * In The Bin's extra moves as a record (test/fixtures/records/in-the-bin/checkmate-capture-and-push.pgn:
 * a push, a capture, check and checkmate; 21 numbered moves, 44 plies), written out here
 * because workerd's tests cannot read the fixture files. `white` and `black` name the players.
 */
export function extraMovesRecord(white: string, black: string): string {
  return `[Variant "in-the-bin"]
[White "${white}"]
[Black "${black}"]
[Result "0-1"]
[Termination "checkmate"]

1. Ke1-d2 F@f6 2. F@e4 Ff6-g7 3. B@f4 Q@e6 4. Kd2-c1 Fg7-f6 5. B@d4 Qe6-b3 6.
Bd4-a1 Qb3-g8 7. push R@d4 Qg8-i6 8. Rd4-d5 Qi6-f9 9. Rd5-d8 Qf9-d7 10. Q@f4
M@e6 11. Qf4xf6 Qf6-h6 Ke9-f9 12. Rd8-h8 Me6-a4 13. Rh8-a8 Ma4-e2 14. Kc1-b2
Qd7-c7 15. W@e4 Qc7-g7 16. Ra8-i8 Qg7-g4 17. Ri8-a8 M@f6 18. Ra8-a2 Qg4-b9 19.
Kb2-a3 Mf6-d5 20. Ba1-b2 Md5-f1 21. Ra2-a1 Qb9-b3 0-1
`;
}
